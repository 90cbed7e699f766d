/** A cookie of the request, or undefined. */
export function cookieOf(headers: Headers, name: string): string | undefined {
  const match = headers.get('cookie')?.match(new RegExp(`(?:^|;\\s*)${name}=([^;]*)`));
  if (!match?.[1]) return undefined;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    // A cookie nobody of ours wrote (a broken escape) is no cookie.
    return undefined;
  }
}

/**
 * The shopper's address. The storefront's server (server.mjs) has already reduced
 * X-Forwarded-For to the one address its trusted proxies vouch for.
 */
export function clientIpOf(headers: Headers): string | undefined {
  return headers.get('x-forwarded-for')?.split(',')[0]?.trim() || undefined;
}
