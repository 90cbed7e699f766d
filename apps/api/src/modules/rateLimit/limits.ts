import type { RateLimit } from './service';

/** Limits on the account endpoints (OWASP: slow guessing down, keep real users unaffected). */
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
} satisfies Record<string, RateLimit>;
