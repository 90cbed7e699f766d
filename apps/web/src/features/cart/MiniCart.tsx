import { hrefFor, type Locale, type PrefixMode } from '@shop/site';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { serverTrpc } from '@/trpc/server';

/** The header's cart entry with the item count, rendered on the server. */
export async function MiniCart({ locale, mode }: { locale: Locale; mode: PrefixMode }) {
  const t = await getTranslations('header');
  const cart = await (await serverTrpc()).cart.get().catch(() => null);
  const count = cart?.itemCount ?? 0;
  return (
    <Link
      href={hrefFor('cart', locale, {}, mode)}
      data-testid="cart-entry"
      className="flex items-center gap-2 rounded-full bg-primary px-3 py-1.5 text-sm font-semibold text-primary-text"
    >
      {/* The name starts with the visible label (WCAG 2.5.3); the count is said in words. */}
      {t('cart')}
      <span
        data-testid="cart-count"
        aria-hidden="true"
        className="min-w-5 rounded-full bg-primary-text px-1.5 text-center text-xs text-primary"
      >
        {count}
      </span>
      <span className="sr-only">{t('cartCount', { count })}</span>
    </Link>
  );
}
