import 'server-only';
import { searchHitKinds } from '@shop/contract';
import { getTranslations } from 'next-intl/server';
import type { QuickSearchTexts } from './QuickSearch';

/** The quick search's texts, translated on the server like the shell's other islands. */
export async function quickSearchTexts(): Promise<QuickSearchTexts> {
  const t = await getTranslations('search');
  return {
    label: t('metaTitle'),
    placeholder: t('placeholder'),
    submit: t('submit'),
    searching: t('searching'),
    none: t('quickNoResults'),
    failed: t('quickFailed'),
    allResults: t.raw('allResults') as string,
    kinds: Object.fromEntries(
      searchHitKinds.map((kind) => [kind, t(`kinds.${kind}`)]),
    ) as QuickSearchTexts['kinds'],
  };
}
