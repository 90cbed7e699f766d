const hrefAttribute = /\bhref="([^"]*)"/g;
const urlInText = /https?:\/\/[^\s<>"']+/g;
// A URL written in a sentence may end with the sentence's punctuation, which is not part of it.
const trailingPunctuation = /[.,;:!?)\]]+$/;

/**
 * The absolute http(s) links of a rendered mail, in reading order and without repeats: the
 * action link comes first, so tests and tools can follow "the link in the mail".
 */
export function linksOf(html: string, text: string): string[] {
  const fromHtml = [...html.matchAll(hrefAttribute)].map((match) => decodeEntities(match[1] ?? ''));
  const fromText = [...text.matchAll(urlInText)].map((match) =>
    match[0].replace(trailingPunctuation, ''),
  );
  const links = [...fromHtml, ...fromText].filter((link) => /^https?:\/\//i.test(link));
  return [...new Set(links)];
}

// React escapes these in attribute values; nothing else appears in an href it wrote.
function decodeEntities(value: string): string {
  return value
    .replaceAll('&quot;', '"')
    .replaceAll('&#x27;', "'")
    .replaceAll('&#39;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');
}
