import { endpoints } from '@shop/contract';
import { hrefFor, type Locale, type PageName } from '@shop/site';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import { ShopRating, ShopRatingPlaceholder } from '@/features/catalogue/ShopRating';
import { detailItems } from '@/features/content/ContentArchive';
import { ContentCardGrid } from '@/features/content/ContentCardGrid';
import { contentList } from '@/features/content/contentApi';
import type { DetailSummary } from '@/features/content/contentPages';
import { ProductLinkCard } from '@/features/content/ProductLinkCard';
import { Picture } from '@/features/media/Picture';
import { publicApi } from '@/server/publicApi';
import type { RequestSite } from '@/server/requestSite';
import { HomeSection } from './HomeSection';
import { InspirationStrip } from './InspirationStrip';

const usps = ['madeToMeasure', 'delivery', 'advice'] as const;

/** A section that cannot load is left out; the home page itself always answers. */
const orNull = <T,>(promise: Promise<T>) => promise.catch(() => null);

/**
 * The brand's front door: what it sells and shows. Selling brands lead with categories and
 * products; the content-only brand with projects and inspiration. Nothing here is per visitor.
 */
export async function HomePage({ site, locale }: { site: RequestSite; locale: Locale }) {
  const { brand, mode } = site;
  const sells = brand.features.products;
  const api = await publicApi(locale);
  const [t, shop, categories, products, projects, blogs, inspiration] = await Promise.all([
    getTranslations('homepage'),
    orNull(api.call(endpoints.shop.shopInfo, { query: { locale } })),
    sells ? orNull(api.call(endpoints.catalogue.categories, { query: { locale } })) : null,
    sells
      ? orNull(api.call(endpoints.catalogue.products, { query: { locale, page: 1, pageSize: 4 } }))
      : null,
    orNull(contentList('project', locale, 1)),
    orNull(contentList('blog', locale, 1)),
    orNull(contentList('inspiration', locale, 1)),
  ]);
  const href = (page: PageName) => hrefFor(page, locale, {}, mode);
  const latestProjects = projects ? detailItems(projects).items.slice(0, 3) : [];
  const latestBlogs = blogs ? detailItems(blogs).items.slice(0, 3) : [];
  const heroImage = sells
    ? (categories?.items.find((c) => c.image)?.image ?? null)
    : (latestProjects[0]?.heroImage ?? null);

  /** The newest items of an archive as cards, under a title linking to the archive. */
  const latest = (kind: 'projects' | 'blogs', items: DetailSummary[], page: PageName) =>
    items.length > 0 && (
      <HomeSection
        id={`home-${kind}`}
        title={t(`sections.${kind}Title`)}
        href={href(page)}
        linkText={t(kind === 'projects' ? 'sections.allProjects' : 'sections.allBlogs')}
      >
        <ContentCardGrid items={items} locale={locale} mode={mode} headingLevel={3} />
      </HomeSection>
    );
  const projectSection = latest('projects', latestProjects, 'projectOverview');
  const inspirationSection = inspiration && inspiration.items.length > 0 && (
    <InspirationStrip
      items={inspiration.items.slice(0, 6)}
      title={t('sections.inspirationTitle')}
      href={href('inspirationOverview')}
      linkText={t('sections.allInspiration')}
    />
  );

  return (
    <>
      <section className="bg-primary text-primary-text">
        <div className="mx-auto grid max-w-[1320px] items-center gap-8 px-4 py-10 md:grid-cols-2 md:py-16">
          <div>
            <h1 className="text-3xl font-bold md:text-5xl">
              {shop?.home?.heroTitle ?? brand.name}
            </h1>
            {shop?.home ? <p className="mt-4 max-w-2xl text-lg">{shop.home.heroText}</p> : null}
            <div className="mt-8 flex flex-wrap gap-3">
              <Link
                href={href(sells ? 'productOverview' : 'projectOverview')}
                className="inline-block rounded-full bg-surface px-6 py-3 font-semibold text-ink"
              >
                {t(`brands.${brand.id}.cta`)}
              </Link>
              <Link
                href={href(sells ? 'projectOverview' : 'inspirationOverview')}
                className="inline-block rounded-full border-2 border-current px-6 py-3 font-semibold"
              >
                {t(sells ? 'sections.allProjects' : 'sections.allInspiration')}
              </Link>
            </div>
          </div>
          {heroImage ? (
            <Picture
              file={heroImage}
              sizes="(min-width: 768px) 50vw, 100vw"
              className="aspect-[4/3] rounded-[var(--brand-radius)] shadow-xl"
              priority
            />
          ) : null}
        </div>
      </section>

      <section
        aria-label={t('sections.promisesTitle')}
        className="border-b border-black/10 bg-surface"
      >
        <ul className="mx-auto grid max-w-[1320px] gap-4 px-4 py-6 md:grid-cols-3">
          {usps.map((usp) => (
            <li key={usp} className="flex gap-3">
              <span aria-hidden="true" className="mt-0.5 font-bold text-primary">
                ✓
              </span>
              <span>
                <strong className="block">{t(`usps.${usp}.title`)}</strong>
                <span className="text-sm text-muted">{t(`usps.${usp}.text`)}</span>
              </span>
            </li>
          ))}
        </ul>
        {brand.features.reviews ? (
          <div className="mx-auto max-w-[1320px] px-4 pb-4" data-testid="home-reviews">
            <Suspense fallback={<ShopRatingPlaceholder />}>
              <ShopRating brandName={brand.name} />
            </Suspense>
          </div>
        ) : null}
      </section>

      {sells ? null : projectSection}
      {sells ? null : inspirationSection}

      {categories && categories.items.length > 0 ? (
        <HomeSection
          id="home-categories"
          title={t('sections.categoriesTitle')}
          href={href('productOverview')}
          linkText={t('sections.allProducts')}
        >
          <ul className="grid grid-cols-2 gap-4 md:grid-cols-3 lg:grid-cols-4">
            {categories.items.slice(0, 8).map((category) => (
              <li key={category.id}>
                <Link
                  href={hrefFor('categoryDetail', locale, { slug: category.slug }, mode)}
                  className="group relative block overflow-hidden rounded-[var(--brand-radius)]"
                >
                  {category.image ? (
                    <Picture
                      file={category.image}
                      sizes="(min-width: 1024px) 25vw, 50vw"
                      className="aspect-[4/3]"
                      zoomOnHover
                    />
                  ) : (
                    <div className="aspect-[4/3] bg-black/5" />
                  )}
                  <span className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-black/75 to-transparent p-3 pt-8 font-semibold text-white">
                    {category.name}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </HomeSection>
      ) : null}

      {products && products.items.length > 0 ? (
        <HomeSection
          id="home-products"
          title={t('sections.featuredTitle')}
          href={href('productOverview')}
          linkText={t('sections.allProducts')}
        >
          <ul className="grid gap-3 md:grid-cols-2">
            {products.items.map((product) => (
              <li key={product.id}>
                <ProductLinkCard product={product} locale={locale} mode={mode} />
              </li>
            ))}
          </ul>
        </HomeSection>
      ) : null}

      {sells ? projectSection : null}

      {latest('blogs', latestBlogs, 'blogOverview')}

      {sells ? inspirationSection : null}
    </>
  );
}
