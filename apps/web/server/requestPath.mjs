// Next answers 500 to a path with a broken percent escape (`/product/x%E0`), before any page
// runs. Such a request names no page: it is the client's error, answered here as one. The
// locale proxy rewrites an unprefixed path to its locale with the path decoded once, and Next
// decodes that again: so an escaped `%` (`/blogs/a%25`, `/blogs/%25E0`) must decode twice.

/** @param {string | undefined} url */
export function isDecodablePath(url) {
  const path = (url ?? '/').split('?')[0] ?? '/';
  try {
    decodeURIComponent(decodeURIComponent(path));
    return true;
  } catch {
    return false;
  }
}
