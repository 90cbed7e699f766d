const placeholderOrigin = 'https://same-site.invalid';

/**
 * A path on this site to send a browser to, or the fallback. Parsed as a browser parses it
 * (tabs and newlines dropped, backslashes read as slashes), so `/\t/evil.example` is seen for
 * the `//evil.example` it becomes, and answered as a normalised path only.
 */
export function sameSitePath(next: unknown, fallback: string): string {
  if (typeof next !== 'string' || !next.startsWith('/') || next.length > 2048) return fallback;
  if (!URL.canParse(next, placeholderOrigin)) return fallback;
  const url = new URL(next, placeholderOrigin);
  if (url.origin !== placeholderOrigin) return fallback;
  // Dot segments can fold a path into `//host` after the origin was checked.
  if (/^\/[\\/]/.test(url.pathname)) return fallback;
  return url.pathname + url.search + url.hash;
}
