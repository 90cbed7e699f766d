import { Link } from '@react-email/components';
import type { CSSProperties } from 'react';

interface LinkifiedProps {
  text: string;
  address: string;
  style: CSSProperties;
}

/** Copy that mentions an e-mail address, with the address made a mailto link. */
export function Linkified({ text, address, style }: LinkifiedProps) {
  const [before, ...rest] = text.split(address);
  if (rest.length === 0) return text;
  return (
    <>
      {before}
      <Link href={`mailto:${address}`} style={style}>
        {address}
      </Link>
      {rest.join(address)}
    </>
  );
}
