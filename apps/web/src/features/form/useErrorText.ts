'use client';

import { useTranslations } from 'next-intl';
import { readFieldMessage } from './fieldMessage';

/**
 * Error texts for people: a field error is a message key from the contract's rules
 * ('yup.errors.string.max', 'form.errors.postcode'); a failed call carries the API's code.
 */
export function useErrorText() {
  const t = useTranslations();
  return {
    field(message: string | undefined, extra: Record<string, string | number> = {}) {
      if (!message) return undefined;
      const { key, values } = readFieldMessage(message);
      return t.has(key) ? t(key, { values: '', ...values, ...extra }) : key;
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
