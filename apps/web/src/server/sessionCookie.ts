/** The session token lives only in this httpOnly cookie; the BFF forwards it as a bearer. */
export const sessionCookie = {
  name: 'shop_session',
  maxAgeSeconds: 30 * 24 * 60 * 60,
} as const;

/** Secure everywhere but plain-http development hosts (localhost and *.localhost). */
export function isSecureHost(host: string | null): boolean {
  return !host || !/(^|\.)localhost(:\d+)?$|^127\.0\.0\.1(:\d+)?$/.test(host);
}

export function sessionCookieHeader(
  token: string,
  host: string | null,
  maxAge = sessionCookie.maxAgeSeconds,
) {
  const secure = isSecureHost(host) ? '; Secure' : '';
  return `${sessionCookie.name}=${token}; Path=/; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secure}`;
}

export function clearSessionCookieHeader(host: string | null) {
  return sessionCookieHeader('', host, 0);
}

/** The guest cart's token: httpOnly too, and long-lived so a cart survives weeks. */
export const cartCookie = { name: 'shop_cart', maxAgeSeconds: 90 * 24 * 60 * 60 } as const;

export function cartCookieHeader(token: string, host: string | null) {
  const secure = isSecureHost(host) ? '; Secure' : '';
  return `${cartCookie.name}=${token}; Path=/; Max-Age=${cartCookie.maxAgeSeconds}; HttpOnly; SameSite=Lax${secure}`;
}
