'use client';

import { useTranslations } from 'next-intl';

/**
 * Error texts for people: a field error is a message key from the contract's rules
 * ('yup.errors.string.max', 'form.errors.postcode'); a failed call carries the API's code.
 */
export function useErrorText() {
  const t = useTranslations();
  return {
    field(key: string | undefined, values: Record<string, string | number> = {}) {
      if (!key) return undefined;
      return t.has(key) ? t(key, { min: 0, max: 0, length: 0, values: '', ...values }) : key;
    },
    api(error: unknown) {
      const data = (error as { data?: { apiCode?: string; code?: string } } | null)?.data;
      for (const code of [data?.apiCode, data?.code]) {
        if (code && t.has(`apiErrors.${code}`)) return t(`apiErrors.${code}`);
      }
      return t('apiErrors.UNKNOWN');
    },
  };
}
