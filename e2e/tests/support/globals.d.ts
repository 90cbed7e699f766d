declare global {
  interface Window {
    /** The ad-call tracker's queue, filled by the web app. */
    adcalls?: unknown[];
    /** The tag manager's data layer, filled by the web app and the container script. */
    dataLayer?: Record<string, unknown>[];
  }
}

export {};
