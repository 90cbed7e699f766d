import 'server-only';
import { locales } from '@shop/site';
import { getTranslations } from 'next-intl/server';

/**
 * The few plain texts the shell's islands show (VAT toggle, language switch, toasts, the error
 * page), translated on the server. Passing them down spares every page the ICU message runtime
 * that next-intl's client provider brings along.
 */
export async function shellTexts() {
  const global = await getTranslations('global');
  const toast = await getTranslations('components.toast');
  return {
    vat: {
      label: global('vat.label'),
      incl: global('vat.incl'),
      excl: global('vat.excl'),
      toastInclTitle: global('vat.toastInclTitle'),
      toastExclTitle: global('vat.toastExclTitle'),
      toastDescription: global('vat.toastDescription'),
    },
    language: {
      label: global('language.label'),
      names: Object.fromEntries(locales.map((l) => [l, global(`language.names.${l}`)])),
    },
    toast: { region: toast('region'), hide: toast('hide') },
    error: { title: global('genericError'), retry: global('retry') },
  };
}

export type ShellTexts = Awaited<ReturnType<typeof shellTexts>>;
