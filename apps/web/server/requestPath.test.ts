import { describe, expect, it } from 'vitest';
import { isDecodablePath } from './requestPath.mjs';

describe('paths the storefront hands to Next', () => {
  it('takes ordinary and encoded paths', () => {
    expect(isDecodablePath('/product/vilt%20paneel?x=%E0')).toBe(true);
    expect(isDecodablePath('/fr-BE/panier')).toBe(true);
  });

  it('refuses a path with a broken percent escape', () => {
    expect(isDecodablePath('/product/x%E0')).toBe(false);
    expect(isDecodablePath('/%')).toBe(false);
  });

  it('refuses an escaped percent sign that leaves a broken escape once decoded', () => {
    expect(isDecodablePath('/blogs/a%25')).toBe(false);
    expect(isDecodablePath('/blogs/%25E0%25A4%25A')).toBe(false);
    // An escaped escape that stays whole is a path like any other.
    expect(isDecodablePath('/blogs/a%2520b')).toBe(true);
  });
});
