// Next 16 answers a notFound() thrown while rendering with an error shell, `<html
// id="__next_error__">`, and lets the browser draw the localized not-found page from the flight
// data. That shell names no language. The proxy declares each page's language in
// Content-Language; this puts it on the shell's <html> too, so the first byte says it.

const shell = '<html id="__next_error__">';
const localeTag = /^[a-z]{2}-[A-Z]{2}$/;

/**
 * @param {string | Uint8Array} chunk
 * @param {number} status
 * @param {unknown} language
 */
export function withShellLanguage(chunk, status, language) {
  if (status < 400 || typeof language !== 'string' || !localeTag.test(language)) return chunk;
  const text = typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8');
  return text.includes(shell)
    ? text.replace(shell, `<html id="__next_error__" lang="${language}">`)
    : chunk;
}

/**
 * Rewrites the first chunk of an error answer. Must wrap the response after any compression,
 * so it sees the HTML as written. Paths outside the locales (app/not-found.tsx) are Dutch.
 *
 * @param {import('node:http').ServerResponse} response
 * @param {string} fallbackLanguage
 */
export function declareErrorShellLanguage(response, fallbackLanguage) {
  let first = true;
  /** @param {unknown} chunk */
  const fix = (chunk) => {
    if (!first || (typeof chunk !== 'string' && !(chunk instanceof Uint8Array))) return chunk;
    first = false;
    const language = response.getHeader('content-language') ?? fallbackLanguage;
    const fixed = withShellLanguage(chunk, response.statusCode, language);
    if (fixed !== chunk && !response.headersSent) response.removeHeader('content-length');
    return fixed;
  };
  const { write, end } = response;
  response.write = /** @type {typeof write} */ (
    function (/** @type {any} */ chunk, /** @type {any[]} */ ...rest) {
      return write.call(this, fix(chunk), ...rest);
    }
  );
  response.end = /** @type {typeof end} */ (
    function (/** @type {any} */ chunk, /** @type {any[]} */ ...rest) {
      return end.call(this, fix(chunk), ...rest);
    }
  );
}
