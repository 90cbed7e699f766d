/**
 * The storefront's security headers. Pages must stay cacheable, so the CSP carries no
 * per-request nonce: Next streams each page's data in inline scripts whose hashes are not known
 * before rendering, so scripts are limited by origin ('self' and the configured analytics),
 * with 'unsafe-inline' for those payload scripts. React escapes all text and no stored HTML
 * reaches a page, which is what keeps injected inline script out.
 */
const analyticsOrigins = [
  'https://www.googletagmanager.com',
  'https://www.google-analytics.com',
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
];
/**
 * The privacy-friendly video players, framed once a visitor presses play. Their stills come
 * through the shop's own /api/video-thumbnails, so no image origin of theirs is needed.
 */
const videoFrameOrigins = ['https://www.youtube-nocookie.com', 'https://player.vimeo.com'];

/** The source expression that admits a configured script URL: its origin, or its scheme. */
function sourceOf(url: string | undefined): string[] {
  if (!url || !URL.canParse(url)) return [];
  const parsed = new URL(url);
  return parsed.protocol === 'http:' || parsed.protocol === 'https:'
    ? [parsed.origin]
    : [parsed.protocol];
}

export function pageContentSecurityPolicy(env: NodeJS.ProcessEnv = process.env): string {
  const scripts = [
    "'self'",
    "'unsafe-inline'",
    ...analyticsOrigins,
    ...sourceOf(env.ADCALLS_SCRIPT_URL),
  ];
  return [
    "default-src 'self'",
    `script-src ${scripts.join(' ')}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${analyticsOrigins.join(' ')}`,
    "font-src 'self' data:",
    `connect-src 'self' ${analyticsOrigins.join(' ')}`,
    `frame-src ${[...videoFrameOrigins, 'https://www.googletagmanager.com'].join(' ')}`,
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
}

/** For answers that are data, not pages (the BFF, files): nothing may run or frame them. */
export const dataContentSecurityPolicy = "default-src 'none'; frame-ancestors 'none'; sandbox";

/** Headers every answer of the storefront carries. */
export const commonSecurityHeaders = [
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'X-Frame-Options', value: 'DENY' },
  { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' },
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), payment=()' },
];
