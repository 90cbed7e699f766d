import Link from 'next/link';

/** A home section's title with the link to all of it. */
export function SectionHeading({
  id,
  title,
  href,
  linkText,
}: {
  id: string;
  title: string;
  href: string;
  linkText: string;
}) {
  return (
    <div className="mb-5 flex flex-wrap items-end justify-between gap-2">
      <h2 id={id} className="text-2xl font-bold md:text-3xl">
        {title}
      </h2>
      <Link href={href} className="font-semibold underline">
        {linkText} →
      </Link>
    </div>
  );
}
