import { resolveLocale } from '@shop/site';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { cache } from 'react';
import { ProductArchive } from '@/features/catalogue/ProductArchive';
import { pageAlternates } from '@/features/seo/alternates';
import { pageParam } from '@/server/pageParam';
import { requestSite } from '@/server/requestSite';
import { serverTrpc } from '@/trpc/server';

type Props = {
  params: Promise<{ locale: string; slug: string }>;
  searchParams: Promise<{ page?: string | string[]; brand?: string | string[] }>;
};

const categoryBySlug = cache(async (slug: string) => {
  const { items } = await (await serverTrpc()).catalogue.categories();
  return items.find((category) => category.slug === slug);
});

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const { locale: raw, slug } = await params;
  const locale = resolveLocale(raw);
  const category = await categoryBySlug(decodeURIComponent(slug));
  if (!category) return {};
  const page = pageParam((await searchParams).page);
  return {
    title: category.name,
    description: category.description,
    // Category slugs are per language; other languages' alternates come with the category API.
    alternates: {
      canonical: pageAlternates(await requestSite(), 'categoryDetail', locale, {
        slug: category.slug,
        page,
      }).canonical,
    },
  };
}

export default async function CategoryDetailPage({ params, searchParams }: Props) {
  const { locale: raw, slug } = await params;
  const locale = resolveLocale(raw);
  setRequestLocale(locale);
  const category = await categoryBySlug(decodeURIComponent(slug));
  if (!category) notFound();
  const query = await searchParams;
  return (
    <ProductArchive
      site={await requestSite()}
      locale={locale}
      page={pageParam(query.page)}
      brandFilter={typeof query.brand === 'string' ? query.brand : undefined}
      category={category}
    />
  );
}
