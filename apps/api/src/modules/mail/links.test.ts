import { describe, expect, it } from 'vitest';
import { linksOf } from './links';

describe('linksOf', () => {
  it('finds absolute http(s) links in reading order, once each', () => {
    const html =
      '<a href="https://shop.nl/verify?token=1&amp;x=2">Go</a> <a href="mailto:a@b.nl">a@b.nl</a>';
    const text = 'Go https://shop.nl/verify?token=1&x=2. See http://shop.nl/help, thanks.';
    expect(linksOf(html, text)).toEqual([
      'https://shop.nl/verify?token=1&x=2',
      'http://shop.nl/help',
    ]);
  });
});
