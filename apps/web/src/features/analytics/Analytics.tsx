import type { Locale } from '@shop/site';
import { Suspense } from 'react';
import { PageLoadTracker } from './PageLoadTracker';
import { TagManager, tagManagerId } from './TagManager';

/** Tag manager per locale and the ad-call tracker; each is a no-op when not configured. */
export function Analytics({ locale }: { locale: Locale }) {
  const adCallsScript = process.env.ADCALLS_SCRIPT_URL || undefined;
  const tagManager = tagManagerId(locale) !== undefined;
  return (
    <>
      <TagManager locale={locale} />
      {adCallsScript || tagManager ? (
        <Suspense>
          <PageLoadTracker adCallsScript={adCallsScript} tagManager={tagManager} />
        </Suspense>
      ) : null}
    </>
  );
}
