import Image from 'next/image';

interface Props {
  /** A file-store key, served by the storefront under /uploads/. */
  file: string;
  /** Empty for a picture that only decorates what its text already says. */
  alt?: string;
  /** The widths it is shown at, for next/image's choice of file. */
  sizes: string;
  /** The box: its shape (`aspect-[4/3]`, `h-24 w-32`), corners and anything else. */
  className?: string;
  priority?: boolean;
  /** Grows a little when the card around it (`group`) is hovered. */
  zoomOnHover?: boolean;
}

/** A stored picture filling a box of its own shape, cropped to it. */
export function Picture({ file, alt = '', sizes, className = '', priority, zoomOnHover }: Props) {
  return (
    <div className={`relative overflow-hidden bg-black/5 ${className}`}>
      <Image
        src={`/uploads/${file}`}
        alt={alt}
        fill
        sizes={sizes}
        priority={priority}
        className={`object-cover ${zoomOnHover ? 'transition-transform group-hover:scale-[1.02]' : ''}`}
      />
    </div>
  );
}
