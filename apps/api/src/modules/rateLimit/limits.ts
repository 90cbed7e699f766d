import type { RateLimit } from './service';

/**
 * Limits on the account endpoints (OWASP: slow guessing down, keep real users unaffected) and
 * on the costly photo endpoints.
 */
export const limits = {
  loginPerIp: { name: 'login:ip', max: 30, windowSeconds: 15 * 60 },
  /** Failed attempts per account; a success does not count. */
  loginFailuresPerAccount: { name: 'login:account', max: 5, windowSeconds: 15 * 60 },
  forgotPerIp: { name: 'forgot:ip', max: 10, windowSeconds: 60 * 60 },
  forgotPerAccount: { name: 'forgot:account', max: 3, windowSeconds: 60 * 60 },
  registerPerIp: { name: 'register:ip', max: 10, windowSeconds: 60 * 60 },
  verifyResendPerAccount: { name: 'verify:account', max: 3, windowSeconds: 60 * 60 },
  tokenPerIp: { name: 'token:ip', max: 30, windowSeconds: 15 * 60 },
  /** The registration form checks while typing, debounced: a person stays far below this. */
  emailCheckPerIp: { name: 'email-check:ip', max: 120, windowSeconds: 15 * 60 },
  /**
   * Photo uploads: each one is up to 15 MB to read and decode. A shopper choosing photos for
   * a wall of prints stays below these; the per-IP one leaves room for a shared connection.
   */
  uploadPerIp: { name: 'upload:ip', max: 100, windowSeconds: 60 * 60 },
  uploadPerShopper: { name: 'upload:shopper', max: 40, windowSeconds: 60 * 60 },
  /** Crops: up to a second of CPU each for a 50 MP photo; framing again is a new crop. */
  cropPerIp: { name: 'crop:ip', max: 300, windowSeconds: 60 * 60 },
  cropPerShopper: { name: 'crop:shopper', max: 120, windowSeconds: 60 * 60 },
} satisfies Record<string, RateLimit>;

/**
 * A bucket older than this has passed its window whatever its limit, so housekeeping may
 * delete it: every limit is listed above for that reason.
 */
export const longestWindowSeconds = Math.max(
  ...Object.values(limits).map((limit) => limit.windowSeconds),
);
