export const searchScopes = {
  All: '',
  Product: 'Product',
  Project: 'Project',
  Blog: 'Blog',
} as const;

export type SearchScope = keyof typeof searchScopes;

export const archiveFilterTypes = ['CATEGORY', 'BRAND'] as const;
export type ArchiveFilterType = (typeof archiveFilterTypes)[number];

export const deliveryTypes = ['Deliver', 'Pickup', 'DeliverAndAssemble'] as const;
export type DeliveryType = (typeof deliveryTypes)[number];

export const customerTypes = ['Private', 'Business'] as const;
export type CustomerType = (typeof customerTypes)[number];

export const contentTypes = ['Text', 'Link'] as const;
export type ContentType = (typeof contentTypes)[number];

/** GA4 e-commerce event names, and the shop's own (Dutch-named) form events. */
export const analyticsEvents = {
  viewItemList: 'view_item_list',
  viewCart: 'view_cart',
  addToCart: 'add_to_cart',
  removeFromCart: 'remove_from_cart',
  beginCheckout: 'begin_checkout',
  addShippingInfo: 'add_shipping_info',
  addPaymentInfo: 'add_payment_info',
  viewItem: 'view_item',
  selectItem: 'select_item',
  purchase: 'purchase',
  quotationRequest: 'offerte_aanvraag',
  contactForm: 'contactformulier',
  newsletterSignup: 'nieuwsbrief_aanmelding',
  adviceRequest: 'advies_aanvraag',
} as const;

export type AnalyticsEvent = (typeof analyticsEvents)[keyof typeof analyticsEvents];

export const toastVariants = ['success', 'error', 'warning', 'info'] as const;
export type ToastVariant = (typeof toastVariants)[number];

export const toastSettings = {
  duration: 5000,
  swipeThreshold: 50,
  swipeDirection: 'right',
  hotkey: ['F8'],
  viewportWidth: 390,
  openMs: 150,
  closeMs: 300,
} as const;

/** The route-change bar of the shell. */
export const progressBar = { minimum: 0.3, speed: 300, showSpinner: false } as const;

export const progressBarAlt = {
  minimum: 0.08,
  speed: 200,
  trickleRate: 0.02,
  trickleSpeed: 800,
} as const;

export const breakpoints = { sm: 576, md: 768, lg: 992, xl: 1200, xxl: 1400 } as const;

export type Breakpoint = keyof typeof breakpoints;

export const chatWidgetAnimationMs = 5000;

export const defaultDomainPrefix = 'www';

export const defaultPageSize = 20;

/** Photos for prints: what the upload accepts (type is read from the bytes, not the name). */
export const uploadLimits = {
  maxBytes: 15 * 1024 * 1024,
  maxPixelsPerSide: 12_000,
  /**
   * Decoding costs memory and CPU by the pixel, not by the byte (a 280 KB PNG can hold 96 MP).
   * 50 MP is what high-resolution full-frame cameras take and twice what a 1 m print at 150 dpi
   * needs.
   */
  maxPixels: 50_000_000,
  /** Photos a shopper may keep that are in no cart or order yet: storage stays bounded. */
  maxUnusedPhotos: 30,
  /** Print files cut from those photos, by the same rule (every framing is a new file). */
  maxUnusedPrints: 100,
  /** A photo or print in no cart or order is removed this long after its upload. */
  keepUnusedDays: 7,
  mimeTypes: ['image/jpeg', 'image/png', 'image/webp'],
} as const;

/**
 * The most one order may come to, incl. VAT: €1,000,000 in cents. The shop's largest real
 * orders (a whole office or school fitted out) are in the tens of thousands; beyond this a sale
 * is a project for the sales team, not a webshop payment. It also keeps every amount far inside
 * what the payment and ERP systems and the database's amount columns take.
 */
export const maxOrderGrossCents = 100_000_000;
