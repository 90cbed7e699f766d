'use client';

import type { AnalyticsEvent } from '@shop/site';
import { useEffect } from 'react';
import { trackEvent } from './tracking';

/** Reports an event once when a page shows (view_item_list, view_item, view_cart). */
export function TrackEvent({
  event,
  params,
}: {
  event: AnalyticsEvent;
  params: Record<string, unknown>;
}) {
  const key = JSON.stringify(params);
  useEffect(() => {
    trackEvent(event, JSON.parse(key));
  }, [event, key]);
  return null;
}
