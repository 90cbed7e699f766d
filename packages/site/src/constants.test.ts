import { describe, expect, it } from 'vitest';
import {
  analyticsEvents,
  archiveFilterTypes,
  breakpoints,
  chatWidgetAnimationMs,
  contentTypes,
  customerTypes,
  defaultDomainPrefix,
  defaultPageSize,
  deliveryTypes,
  progressBar,
  progressBarAlt,
  searchScopes,
  toastSettings,
  toastVariants,
} from './constants';

describe('enumerations of the spec', () => {
  it('has the search scopes with All as the empty value', () => {
    expect(searchScopes).toEqual({ All: '', Product: 'Product', Project: 'Project', Blog: 'Blog' });
  });

  it('has the filter, delivery, customer, content and toast kinds', () => {
    expect(archiveFilterTypes).toEqual(['CATEGORY', 'BRAND']);
    expect(deliveryTypes).toEqual(['Deliver', 'Pickup', 'DeliverAndAssemble']);
    expect(customerTypes).toEqual(['Private', 'Business']);
    expect(contentTypes).toEqual(['Text', 'Link']);
    expect(toastVariants).toEqual(['success', 'error', 'warning', 'info']);
  });

  it('names the GA4 e-commerce events and the Dutch form events', () => {
    expect(Object.values(analyticsEvents).sort()).toEqual(
      [
        'view_item_list',
        'view_cart',
        'add_to_cart',
        'remove_from_cart',
        'begin_checkout',
        'add_shipping_info',
        'add_payment_info',
        'view_item',
        'select_item',
        'purchase',
        'offerte_aanvraag',
        'contactformulier',
        'nieuwsbrief_aanmelding',
        'advies_aanvraag',
      ].sort(),
    );
  });
});

describe('business constants of the spec', () => {
  it('closes a toast after 5000 ms, on a 50 px swipe right or F8, in a 390 px viewport', () => {
    expect(toastSettings).toEqual({
      duration: 5000,
      swipeThreshold: 50,
      swipeDirection: 'right',
      hotkey: ['F8'],
      viewportWidth: 390,
      openMs: 150,
      closeMs: 300,
    });
  });

  it('runs the progress bars with the spec’s settings', () => {
    expect(progressBar).toEqual({ minimum: 0.3, speed: 300, showSpinner: false });
    expect(progressBarAlt).toEqual({
      minimum: 0.08,
      speed: 200,
      trickleRate: 0.02,
      trickleSpeed: 800,
    });
  });

  it('has the breakpoints, chat animation, domain prefix and page size', () => {
    expect(Object.values(breakpoints)).toEqual([576, 768, 992, 1200, 1400]);
    expect(chatWidgetAnimationMs).toBe(5000);
    expect(defaultDomainPrefix).toBe('www');
    expect(defaultPageSize).toBe(20);
  });
});
