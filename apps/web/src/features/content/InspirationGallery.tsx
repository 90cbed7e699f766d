import type { ContentList } from '@shop/contract';
import { hrefFor, type Locale } from '@shop/site';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { Picture } from '@/features/media/Picture';
import { Pagination } from '@/features/paging/Pagination';
import { Breadcrumbs } from '@/features/seo/Breadcrumbs';
import type { RequestSite } from '@/server/requestSite';
import { overviewCrumbs } from './contentCrumbs';

/** The inspiration photos, each with its caption and what it shows: a product or a project. */
export async function InspirationGallery({
  site,
  locale,
  list,
}: {
  site: RequestSite;
  locale: Locale;
  list: ContentList;
}) {
  const t = await getTranslations('inspiration');
  const { products, projects } = list.references;
  const { mode } = site;
  return (
    <section className="mx-auto w-full max-w-[1320px] px-4 py-8">
      <Breadcrumbs crumbs={await overviewCrumbs(site, locale, 'inspirationOverview', t('title'))} />
      <h1 className="text-3xl font-bold md:text-4xl">{t('title')}</h1>
      <p className="mt-2 max-w-3xl text-lg text-muted">{t('intro')}</p>
      {list.items.length === 0 ? (
        <p className="mt-8 rounded-[var(--brand-radius)] border border-dashed border-black/20 p-10 text-center font-semibold">
          {t('empty')}
        </p>
      ) : (
        <ul
          className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3"
          data-testid="inspiration-grid"
        >
          {list.items.map((item, index) => {
            if (item.details.kind !== 'inspiration') return null;
            const links = item.details.links.flatMap((link) => {
              if (link.kind === 'product') {
                const product = products.find((p) => p.id === link.productId);
                return product
                  ? [
                      {
                        href: hrefFor('productDetail', locale, { slug: product.slug }, mode),
                        label: t('seeProduct', { name: product.name }),
                      },
                    ]
                  : [];
              }
              const project = projects.find((p) => p.id === link.projectId);
              return project
                ? [
                    {
                      href: hrefFor('projectDetail', locale, { slug: project.slug }, mode),
                      label: t('seeProject', { name: project.title }),
                    },
                  ]
                : [];
            });
            return (
              <li key={item.id}>
                <figure className="flex h-full flex-col overflow-hidden rounded-[var(--brand-radius)] border border-black/10 bg-white">
                  <Picture
                    file={item.details.image}
                    alt={item.title}
                    sizes="(min-width: 1200px) 400px, (min-width: 640px) 50vw, 100vw"
                    className="aspect-[4/3]"
                    priority={index < 3}
                  />
                  <figcaption className="flex flex-1 flex-col gap-2 p-4">
                    <h2 className="font-semibold">{item.title}</h2>
                    <p className="text-sm text-muted">{item.summary}</p>
                    <ul className="mt-auto flex flex-col gap-1 pt-1 text-sm">
                      {links.map((link) => (
                        <li key={link.href}>
                          <Link href={link.href} className="font-semibold text-ink underline">
                            {link.label} →
                          </Link>
                        </li>
                      ))}
                    </ul>
                  </figcaption>
                </figure>
              </li>
            );
          })}
        </ul>
      )}
      <Pagination
        page={list.page}
        pageCount={list.pageCount}
        hrefOf={(p) => hrefFor('inspirationOverview', locale, { page: p }, mode)}
      />
    </section>
  );
}
