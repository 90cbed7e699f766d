import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { JsonLd } from './JsonLd';

export interface Crumb {
  name: string;
  /** Absolute: the JSON-LD needs it; the link uses its path. */
  url: string;
}

export function breadcrumbList(crumbs: Crumb[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: crumb.url,
    })),
  };
}

/** The trail above a page, the last crumb being the page itself; with its BreadcrumbList. */
export async function Breadcrumbs({
  crumbs,
  withJsonLd = true,
}: {
  crumbs: Crumb[];
  withJsonLd?: boolean;
}) {
  const t = await getTranslations('global');
  return (
    <nav aria-label={t('breadcrumbs')} className="mb-4 text-sm text-muted">
      <ol className="flex flex-wrap gap-1">
        {crumbs.map((crumb, index) => (
          <li key={crumb.url} className="flex min-w-0 gap-1">
            {index > 0 ? <span aria-hidden="true">/</span> : null}
            {index < crumbs.length - 1 ? (
              <Link href={new URL(crumb.url).pathname} className="hover:underline">
                {crumb.name}
              </Link>
            ) : (
              <span aria-current="page" className="truncate">
                {crumb.name}
              </span>
            )}
          </li>
        ))}
      </ol>
      {withJsonLd ? <JsonLd data={breadcrumbList(crumbs)} /> : null}
    </nav>
  );
}
