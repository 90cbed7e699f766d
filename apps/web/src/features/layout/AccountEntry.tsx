import { hrefFor, type Locale, type PrefixMode } from '@shop/site';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { currentCustomer } from '@/features/account/currentCustomer';

/** Rendered on the server: the header knows who is logged in without client JavaScript. */
export async function AccountEntry({ locale, mode }: { locale: Locale; mode: PrefixMode }) {
  const t = await getTranslations('header');
  const customer = await currentCustomer();
  return (
    <Link
      href={hrefFor(customer ? 'myAccount' : 'login', locale, {}, mode)}
      data-testid="account-entry"
      className="rounded px-2 py-1 text-sm hover:bg-black/5"
    >
      {customer ? t('myAccountOf', { name: customer.firstName }) : t('login')}
    </Link>
  );
}
