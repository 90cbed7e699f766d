import { getTranslations } from 'next-intl/server';
import { SlugAlternates } from '@/features/layout/SlugAlternates';
import { Picture } from '@/features/media/Picture';
import { Breadcrumbs } from '@/features/seo/Breadcrumbs';
import { ContentBody } from './ContentBody';
import { detailCrumbs } from './contentCrumbs';
import type { ItemPageProps } from './contentPages';
import { ProductLinkCard } from './ProductLinkCard';
import { RelatedProducts } from './RelatedProducts';

/** A project: the facts, the story, the photos with the products each shows. */
export async function ProjectPage({ site, locale, item }: ItemPageProps) {
  if (item.details.kind !== 'project') throw new Error('not a project');
  const project = item.details;
  const t = await getTranslations('project');
  const crumbs = await detailCrumbs(site, locale, 'project', item);
  const { products } = item.references;
  const productOf = (id: string) => products.find((product) => product.id === id);
  const related = products.filter((product) => item.relatedProductIds.includes(product.id));
  return (
    <article className="mx-auto w-full max-w-[1320px] px-4 py-8">
      <Breadcrumbs crumbs={crumbs} />
      <div className="grid gap-8 lg:grid-cols-[2fr_1fr]">
        <header className="flex flex-col gap-3">
          <h1 className="text-3xl font-bold md:text-4xl">{item.title}</h1>
          <p className="text-xl text-muted">{item.summary}</p>
        </header>
        <dl
          className="grid grid-cols-3 gap-4 self-start rounded-[var(--brand-radius)] bg-primary/10 p-5 lg:grid-cols-1"
          data-testid="project-facts"
        >
          <div>
            <dt className="text-sm text-muted">{t('client')}</dt>
            <dd className="font-semibold">{project.client}</dd>
          </div>
          <div>
            <dt className="text-sm text-muted">{t('place')}</dt>
            <dd className="font-semibold">{project.place}</dd>
          </div>
          <div>
            <dt className="text-sm text-muted">{t('year')}</dt>
            <dd className="font-semibold">{project.year}</dd>
          </div>
        </dl>
      </div>
      {item.heroImage ? (
        <Picture
          file={item.heroImage}
          sizes="(min-width: 1320px) 1290px, 100vw"
          className="my-8 aspect-[21/9] rounded-[var(--brand-radius)]"
          priority
        />
      ) : null}
      <div className="mx-auto max-w-[860px]">
        <ContentBody blocks={item.body} locale={locale} mode={site.mode} products={products} />
      </div>
      {project.gallery.length > 0 ? (
        <section aria-labelledby="project-gallery" className="mt-12">
          <h2 id="project-gallery" className="mb-4 text-2xl font-bold">
            {t('gallery')}
          </h2>
          <ul className="grid gap-6 md:grid-cols-2" data-testid="project-gallery">
            {project.gallery.map((photo, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a photo may appear twice; the gallery's order is fixed
              <li key={`${photo.image}-${index}`}>
                <figure className="flex flex-col gap-3">
                  <Picture
                    file={photo.image}
                    alt={photo.caption ?? ''}
                    sizes="(min-width: 768px) 50vw, 100vw"
                    className="aspect-[4/3] rounded-[var(--brand-radius)]"
                  />
                  {photo.caption ? (
                    <figcaption className="text-muted">{photo.caption}</figcaption>
                  ) : null}
                  {photo.productIds.flatMap((id) => {
                    const product = productOf(id);
                    return product
                      ? [
                          <ProductLinkCard
                            key={id}
                            product={product}
                            locale={locale}
                            mode={site.mode}
                          />,
                        ]
                      : [];
                  })}
                </figure>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <RelatedProducts
        products={related}
        locale={locale}
        mode={site.mode}
        title={t('productsUsed')}
      />
      <SlugAlternates
        page="projectDetail"
        slugs={item.slugs}
        mode={site.mode}
        missing="projectOverview"
      />
    </article>
  );
}
