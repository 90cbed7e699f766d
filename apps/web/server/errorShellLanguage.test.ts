import { describe, expect, it } from 'vitest';
import { withShellLanguage } from './errorShellLanguage.mjs';

const shell = '<!DOCTYPE html><html id="__next_error__"><head>';

describe('the language of Next’s error shell', () => {
  it('puts the page’s declared language on a 404 shell', () => {
    expect(withShellLanguage(shell, 404, 'fr-BE')).toBe(
      '<!DOCTYPE html><html id="__next_error__" lang="fr-BE"><head>',
    );
    expect(String(withShellLanguage(new TextEncoder().encode(shell), 404, 'de-AT'))).toContain(
      'lang="de-AT"',
    );
  });

  it('leaves other answers and undeclared or odd languages alone', () => {
    expect(withShellLanguage(shell, 200, 'nl-NL')).toBe(shell);
    expect(withShellLanguage(shell, 404, undefined)).toBe(shell);
    expect(withShellLanguage(shell, 404, '"><script>')).toBe(shell);
    const page = '<!DOCTYPE html><html lang="nl-NL">';
    expect(withShellLanguage(page, 404, 'nl-NL')).toBe(page);
  });
});
