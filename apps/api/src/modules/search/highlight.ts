import type { Highlighted } from '@shop/contract';

/** What ts_headline puts around a matched word: characters no shop text contains. */
export const markStart = '⟦';
export const markStop = '⟧';

/** ts_headline's answer as runs of text, the matched ones marked: no markup leaves the API. */
export function highlighted(marked: string): Highlighted {
  const runs: Highlighted = [];
  const pattern = new RegExp(`${markStart}(.*?)${markStop}`, 'gs');
  let last = 0;
  for (const match of marked.matchAll(pattern)) {
    if (match.index > last) runs.push({ text: marked.slice(last, match.index), match: false });
    runs.push({ text: match[1] ?? '', match: true });
    last = match.index + match[0].length;
  }
  if (last < marked.length) runs.push({ text: marked.slice(last), match: false });
  // Adjacent matched words read as one mark.
  return runs.reduce<Highlighted>((joined, run) => {
    const previous = joined[joined.length - 1];
    if (previous && previous.match === run.match) previous.text += run.text;
    else joined.push({ ...run });
    return joined;
  }, []);
}

/**
 * The words of a query as a prefix tsquery joined by OR (`vilt:* | panel:*`): any word finds,
 * more words rank higher, and a word being typed already matches. Only letters and digits
 * pass, so nothing in the query is tsquery syntax.
 */
export function prefixQuery(q: string): string | undefined {
  const words =
    q
      .normalize('NFC')
      .match(/[\p{L}\p{N}]+/gu)
      ?.slice(0, 8) ?? [];
  return words.length > 0 ? words.map((word) => `${word}:*`).join(' | ') : undefined;
}
