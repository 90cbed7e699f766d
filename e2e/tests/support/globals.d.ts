declare global {
  interface Window {
    /** The ad-call tracker's queue, filled by the web app. */
    adcalls?: unknown[];
  }
}

export {};
