/** A cookie of the request, or undefined. */
export function cookieOf(headers: Headers, name: string): string | undefined {
  const match = headers.get('cookie')?.match(new RegExp(`(?:^|;\\s*)${name}=([^;]*)`));
  return match?.[1] ? decodeURIComponent(match[1]) : undefined;
}

/**
 * The shopper's address. The storefront's server (server.mjs) has already reduced
 * X-Forwarded-For to the one address its trusted proxies vouch for.
 */
export function clientIpOf(headers: Headers): string | undefined {
  return headers.get('x-forwarded-for')?.split(',')[0]?.trim() || undefined;
}
