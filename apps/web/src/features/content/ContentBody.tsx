import type { ContentBlock, ProductSummary, TextSpan } from '@shop/contract';
import { type Locale, localePrefix, type PrefixMode, withPrefix } from '@shop/site';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { Picture } from '@/features/media/Picture';
import { ProductLinkCard } from './ProductLinkCard';
import { VideoEmbed } from './VideoEmbed';

const hostNames = { youtube: 'YouTube', vimeo: 'Vimeo' } as const;

interface Props {
  blocks: ContentBlock[];
  locale: Locale;
  mode: PrefixMode;
  products: ProductSummary[];
}

/**
 * A stored href: a path of the shop's own site as editors write it for their locale (`/projecten`),
 * which gets the locale's prefix here, or an address elsewhere, opened as such.
 */
function ContentLink({
  href,
  locale,
  mode,
  className,
  children,
}: {
  href: string;
  locale: Locale;
  mode: PrefixMode;
  className?: string;
  children: React.ReactNode;
}) {
  if (href.startsWith('/')) {
    return (
      <Link href={withPrefix(localePrefix(locale, mode), href)} className={className}>
        {children}
      </Link>
    );
  }
  return (
    <a href={href} className={className} rel="noopener noreferrer nofollow" target="_blank">
      {children}
    </a>
  );
}

function Span({ span, locale, mode }: { span: TextSpan; locale: Locale; mode: PrefixMode }) {
  let node: React.ReactNode = span.text;
  if (span.bold) node = <strong>{node}</strong>;
  if (span.italic) node = <em>{node}</em>;
  if (span.href) {
    return (
      <ContentLink href={span.href} locale={locale} mode={mode} className="underline">
        {node}
      </ContentLink>
    );
  }
  return node;
}

/** An article's body: each block kind has its own element; no stored markup reaches the page. */
export async function ContentBody({ blocks, locale, mode, products }: Props) {
  const t = await getTranslations('components.content');
  return (
    <div className="flex flex-col gap-5 text-lg leading-relaxed">
      {blocks.map((block, index) => {
        const key = `${block.type}-${index}`;
        switch (block.type) {
          case 'paragraph':
            return (
              <p key={key}>
                {block.spans.map((span, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: spans have no identity of their own
                  <Span key={i} span={span} locale={locale} mode={mode} />
                ))}
              </p>
            );
          case 'heading':
            return block.level === 2 ? (
              <h2 key={key} className="mt-4 text-2xl font-bold">
                {block.text}
              </h2>
            ) : (
              <h3 key={key} className="mt-2 text-xl font-semibold">
                {block.text}
              </h3>
            );
          case 'list': {
            const List = block.style === 'ordered' ? 'ol' : 'ul';
            return (
              <List
                key={key}
                className={`flex flex-col gap-1 pl-6 ${block.style === 'ordered' ? 'list-decimal' : 'list-disc'}`}
              >
                {block.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </List>
            );
          }
          case 'quote':
            return (
              <figure key={key} className="border-l-4 border-primary pl-5">
                <blockquote className="text-xl italic">{block.text}</blockquote>
                {block.cite ? (
                  <figcaption className="mt-2 text-base text-muted">{block.cite}</figcaption>
                ) : null}
              </figure>
            );
          case 'image':
            return (
              <figure key={key}>
                <Picture
                  file={block.file}
                  alt={block.alt}
                  sizes="(min-width: 800px) 760px, 100vw"
                  className="aspect-[4/3] rounded-[var(--brand-radius)]"
                />
                {block.caption ? (
                  <figcaption className="mt-2 text-base text-muted">{block.caption}</figcaption>
                ) : null}
              </figure>
            );
          case 'video':
            return (
              <VideoEmbed
                key={key}
                host={block.host}
                id={block.id}
                labels={{
                  play: t('playVideo'),
                  notice: t('videoNotice', { host: hostNames[block.host] }),
                }}
              />
            );
          case 'productCard': {
            const product = products.find((p) => p.id === block.productId);
            // A product the shop no longer sells leaves no hole in the article.
            return product ? (
              <ProductLinkCard key={key} product={product} locale={locale} mode={mode} />
            ) : null;
          }
          case 'callToAction':
            return block.kind === 'Link' && block.href ? (
              <p key={key}>
                <ContentLink
                  href={block.href}
                  locale={locale}
                  mode={mode}
                  className="inline-block rounded-full bg-primary px-6 py-3 font-semibold text-primary-text hover:opacity-90"
                >
                  {block.text}
                </ContentLink>
              </p>
            ) : (
              <p
                key={key}
                className="rounded-[var(--brand-radius)] bg-primary/10 p-5 font-semibold"
              >
                {block.text}
              </p>
            );
          case 'fieldList':
            return (
              <section
                key={key}
                className="rounded-[var(--brand-radius)] border border-black/10 p-5"
              >
                {block.title ? <h3 className="mb-3 text-lg font-semibold">{block.title}</h3> : null}
                <dl className="divide-y divide-black/10 text-base">
                  {block.entries.map((entry) => (
                    <div key={entry.name} className="grid grid-cols-2 gap-4 py-2">
                      <dt className="text-muted">{entry.name}</dt>
                      <dd data-type={entry.type}>{entry.value}</dd>
                    </div>
                  ))}
                </dl>
              </section>
            );
          default:
            return null;
        }
      })}
    </div>
  );
}
