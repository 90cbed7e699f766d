import { SlugAlternates } from '@/features/layout/SlugAlternates';
import { Picture } from '@/features/media/Picture';
import { Breadcrumbs } from '@/features/seo/Breadcrumbs';
import { JsonLd } from '@/features/seo/JsonLd';
import { ContentBody } from './ContentBody';
import { ContentMeta } from './ContentMeta';
import { detailCrumbs } from './contentCrumbs';
import { blogPosting } from './contentJsonLd';
import { contentPages, type ItemPageProps } from './contentPages';
import { RelatedProducts } from './RelatedProducts';

/** A blog post or an advice article. */
export async function ArticlePage({
  site,
  locale,
  item,
  kind,
}: ItemPageProps & { kind: 'blog' | 'advice' }) {
  const crumbs = await detailCrumbs(site, locale, kind, item);
  const url = crumbs[crumbs.length - 1]?.url ?? site.origin;
  const { products } = item.references;
  const related = products.filter((product) => item.relatedProductIds.includes(product.id));
  return (
    <article className="mx-auto w-full max-w-[860px] px-4 py-8">
      <Breadcrumbs crumbs={crumbs} />
      <header className="mb-6 flex flex-col gap-3">
        <h1 className="text-3xl font-bold md:text-4xl">{item.title}</h1>
        <ContentMeta publishedAt={item.publishedAt} author={item.author} locale={locale} />
        <p className="text-xl text-muted">{item.summary}</p>
      </header>
      {item.heroImage ? (
        <Picture
          file={item.heroImage}
          sizes="(min-width: 860px) 830px, 100vw"
          className="mb-8 aspect-[3/2] rounded-[var(--brand-radius)]"
          priority
        />
      ) : null}
      <ContentBody blocks={item.body} locale={locale} mode={site.mode} products={products} />
      <RelatedProducts products={related} locale={locale} mode={site.mode} />
      <SlugAlternates
        page={contentPages[kind].detail}
        slugs={item.slugs}
        mode={site.mode}
        missing={contentPages[kind].overview}
      />
      <JsonLd data={blogPosting(item, url, site.origin, site.brand.name)} />
    </article>
  );
}
