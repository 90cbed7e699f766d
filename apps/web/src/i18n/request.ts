import { resolveLocale, timeZones } from '@shop/site';
import { getRequestConfig } from 'next-intl/server';

export default getRequestConfig(async ({ requestLocale }) => {
  const locale = resolveLocale(await requestLocale);
  return {
    locale,
    timeZone: timeZones[locale],
    messages: (await import(`../../messages/${locale}.json`)).default,
  };
});
