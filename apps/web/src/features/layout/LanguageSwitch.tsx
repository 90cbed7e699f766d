'use client';

import {
  hrefFor,
  type Locale,
  languageCookie,
  locales,
  type PrefixMode,
  resolvePath,
  splitLocalePrefix,
} from '@shop/site';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useShellTexts } from '@/features/shell/ShellTextsProvider';
import { usePageAlternates } from './PageAlternates';

interface Props {
  locale: Locale;
  mode: PrefixMode;
  /** Origin per locale: '' on a single host, the locale's own domain in production. */
  origins: Record<Locale, string>;
}

/** The same page in another locale: the route is resolved and rebuilt, slug kept. */
function alternateHref(pathname: string, props: Props, target: Locale): string {
  const { rest } = splitLocalePrefix(pathname, props.mode, props.locale);
  const resolved = resolvePath(rest, props.locale);
  const path = resolved
    ? hrefFor(resolved.page, target, resolved.slug ? { slug: resolved.slug } : {}, props.mode)
    : hrefFor('home', target, {}, props.mode);
  return props.origins[target] + path;
}

function remember(locale: Locale) {
  // A preference the server reads on the next request; the Cookie Store API is not everywhere.
  // biome-ignore lint/suspicious/noDocumentCookie: a plain, non-secret preference cookie
  document.cookie = `${languageCookie.name}=${locale}; Max-Age=${languageCookie.maxAge}; Path=${languageCookie.path}; SameSite=Lax`;
}

export function LanguageSwitch(props: Props) {
  const texts = useShellTexts().language;
  const pathname = usePathname();
  const pagePaths = usePageAlternates();
  return (
    <details className="group relative text-sm" data-testid="language-switch">
      <summary className="flex cursor-pointer list-none items-center gap-1 rounded px-2 py-1 hover:bg-black/5">
        <span className="sr-only">{texts.label}: </span>
        <span>{props.locale}</span>
        <span aria-hidden="true" className="text-xs group-open:rotate-180">
          ▾
        </span>
      </summary>
      <ul className="absolute right-0 z-40 mt-1 w-56 rounded-[var(--brand-radius)] border border-black/10 bg-white py-1 shadow-lg">
        {locales.map((target) => (
          <li key={target}>
            <Link
              href={
                pagePaths?.[target]
                  ? props.origins[target] + pagePaths[target]
                  : alternateHref(pathname, props, target)
              }
              hrefLang={target}
              lang={target}
              aria-current={target === props.locale ? 'true' : undefined}
              onClick={() => remember(target)}
              className="block px-3 py-2 hover:bg-black/5 aria-[current]:font-semibold"
            >
              {texts.names[target]}
            </Link>
          </li>
        ))}
      </ul>
    </details>
  );
}
