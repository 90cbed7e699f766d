// Next answers 500 to a path with a broken percent escape (`/product/x%E0`), before any page
// runs. Such a request names no page: it is the client's error, answered here as one.

/** @param {string | undefined} url */
export function isDecodablePath(url) {
  const path = (url ?? '/').split('?')[0] ?? '/';
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
}
