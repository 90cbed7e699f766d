import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const LOCALES = ['nl-NL', 'nl-BE', 'fr-BE', 'fr-FR', 'de-DE', 'de-AT', 'en-GB'] as const;
type Locale = (typeof LOCALES)[number];

/** The translation bundles named in the spec (section 2), the job offers', and the API's mail copy. */
const NAMESPACES = [
  'account',
  'apiErrors',
  'auth',
  'blogs',
  'cart',
  'checkout',
  'components',
  'footer',
  'form',
  'global',
  'header',
  'homepage',
  'inspiration',
  // The job offer pages' texts: the spec names the pages, not their bundle.
  'jobOffers',
  'mail',
  'notFound',
  'product',
  'project',
  'register',
  'resetPassword',
  'routes',
  'search',
  'yup',
] as const;

type Messages = { [key: string]: string | Messages };

function load(locale: Locale): Messages {
  const url = new URL(`../../messages/${locale}.json`, import.meta.url);
  return JSON.parse(readFileSync(url, 'utf8')) as Messages;
}

/** Flattens nested messages into `a.b.c` → value. Non-string leaves are kept as-is so they can be reported. */
function flatten(
  obj: Messages,
  prefix = '',
  out = new Map<string, unknown>(),
): Map<string, unknown> {
  for (const [key, value] of Object.entries(obj)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
      flatten(value as Messages, path, out);
    } else {
      out.set(path, value);
    }
  }
  return out;
}

const COMPLEX_TYPES = new Set(['plural', 'select', 'selectordinal']);

/**
 * Collects the ICU argument names used by a message (`{name}`, `{name, number}`,
 * `{count, plural, one {...} other {...}}`), including arguments nested inside
 * plural/select branches, but not the branch selectors themselves. Follows the
 * ICU apostrophe rule: `''` is a literal apostrophe and `'{`…`'` is quoted text.
 */
function argumentNames(message: string): Set<string> {
  const names = new Set<string>();
  let i = 0;

  const fail = (why: string): never => {
    throw new Error(`Invalid ICU message (${why}) at ${i}: ${message}`);
  };

  const skipSpace = () => {
    while (i < message.length && /\s/.test(message.charAt(i))) i++;
  };

  const readToken = (): string => {
    skipSpace();
    const start = i;
    while (i < message.length && !/[\s,{}]/.test(message.charAt(i))) i++;
    return message.slice(start, i);
  };

  // Parses literal text and arguments until an unmatched `}` (nested) or the end (top level).
  const parseMessage = (nested: boolean, inPlural: boolean) => {
    while (i < message.length) {
      const ch = message[i];
      if (ch === "'") {
        const next = message[i + 1];
        if (next === "'") {
          i += 2;
        } else if (next === '{' || next === '}' || (inPlural && next === '#')) {
          const end = message.indexOf("'", i + 1);
          i = end === -1 ? message.length : end + 1;
        } else {
          i++;
        }
      } else if (ch === '{') {
        i++;
        parseArgument();
      } else if (ch === '}') {
        if (!nested) fail('unmatched }');
        return;
      } else {
        i++;
      }
    }
    if (nested) fail('unclosed {');
  };

  const parseArgument = () => {
    const name = readToken();
    if (!name) fail('empty argument name');
    names.add(name);
    skipSpace();
    if (message[i] === '}') {
      i++;
      return;
    }
    if (message[i] !== ',') fail('expected , or }');
    i++;
    const type = readToken();
    skipSpace();
    if (COMPLEX_TYPES.has(type)) {
      if (message[i] !== ',') fail(`expected , after ${type}`);
      i++;
      // Options: `selector {sub-message}` pairs, optionally preceded by `offset:n`.
      for (;;) {
        skipSpace();
        if (message[i] === '}') {
          i++;
          return;
        }
        const selector = readToken();
        if (!selector) fail('expected selector');
        if (selector.startsWith('offset:')) continue;
        skipSpace();
        if (message[i] !== '{') fail(`expected { after ${selector}`);
        i++;
        parseMessage(true, type !== 'select');
        i++; // closing }
      }
    }
    // Simple typed argument (`number`, `date`, …) with an optional style: skip to the closing brace.
    let depth = 0;
    while (i < message.length) {
      const ch = message[i++];
      if (ch === '{') depth++;
      else if (ch === '}') {
        if (depth === 0) return;
        depth--;
      }
    }
    fail('unclosed argument');
  };

  parseMessage(false, false);
  return names;
}

const bundles = Object.fromEntries(LOCALES.map((locale) => [locale, load(locale)])) as Record<
  Locale,
  Messages
>;
const flat = Object.fromEntries(
  LOCALES.map((locale) => [locale, flatten(bundles[locale])]),
) as Record<Locale, Map<string, unknown>>;
const allKeys = [...new Set(LOCALES.flatMap((locale) => [...flat[locale].keys()]))].sort();

describe('argumentNames', () => {
  it('finds plain, typed and nested plural/select arguments', () => {
    expect([...argumentNames('Hello')]).toEqual([]);
    expect([...argumentNames('© {year} {brand}.')]).toEqual(['year', 'brand']);
    expect([...argumentNames('{n, number} items')]).toEqual(['n']);
    expect([
      ...argumentNames(
        '{count, plural, =0 {None} one {# item for {name}} other {# items {kind, select, a {A} other {B}}}}',
      ),
    ]).toEqual(['count', 'name', 'kind']);
    expect([...argumentNames("It''s '{not}' an argument")]).toEqual([]);
  });

  it('rejects unbalanced braces', () => {
    expect(() => argumentNames('{count, plural, one {x}')).toThrow();
    expect(() => argumentNames('oops }')).toThrow();
  });
});

describe('translation bundles', () => {
  it('contain every spec namespace', () => {
    const missing = LOCALES.flatMap((locale) =>
      NAMESPACES.filter((ns) => !(ns in bundles[locale])).map((ns) => `${locale}: ${ns}`),
    );
    expect(missing, `missing namespaces:\n${missing.join('\n')}`).toEqual([]);
  });

  it('have no top-level keys outside the spec namespaces', () => {
    const extra = LOCALES.flatMap((locale) =>
      Object.keys(bundles[locale])
        .filter((ns) => !(NAMESPACES as readonly string[]).includes(ns))
        .map((ns) => `${locale}: ${ns}`),
    );
    expect(extra, `unexpected namespaces:\n${extra.join('\n')}`).toEqual([]);
  });

  it('have identical key sets in all locales', () => {
    const missingPerLocale: Record<string, string[]> = {};
    for (const locale of LOCALES) {
      const missing = allKeys.filter((key) => !flat[locale].has(key));
      if (missing.length > 0) missingPerLocale[locale] = missing;
    }
    expect(
      missingPerLocale,
      `keys missing per locale:\n${JSON.stringify(missingPerLocale, null, 2)}`,
    ).toEqual({});
  });

  it('contain only non-empty string messages', () => {
    const bad = LOCALES.flatMap((locale) =>
      [...flat[locale]]
        .filter(([, value]) => typeof value !== 'string' || value.trim() === '')
        .map(([key, value]) => `${locale}: ${key} = ${JSON.stringify(value)}`),
    );
    expect(bad, `empty or non-string messages:\n${bad.join('\n')}`).toEqual([]);
  });

  it('use the same ICU arguments for a key in every locale', () => {
    const mismatches: string[] = [];
    for (const key of allKeys) {
      const perLocale = LOCALES.filter((locale) => typeof flat[locale].get(key) === 'string').map(
        (locale) => {
          const names = [...argumentNames(flat[locale].get(key) as string)].sort();
          return { locale, names: names.join(', ') };
        },
      );
      const distinct = new Set(perLocale.map((entry) => entry.names));
      if (distinct.size > 1) {
        mismatches.push(
          `${key}: ${perLocale.map((entry) => `${entry.locale} {${entry.names}}`).join('; ')}`,
        );
      }
    }
    expect(mismatches, `placeholder mismatches:\n${mismatches.join('\n')}`).toEqual([]);
  });

  it('name the seven locales identically in every locale', () => {
    const reference = (bundles['nl-NL'].global as Messages).language as Messages;
    for (const locale of LOCALES) {
      const names = ((bundles[locale].global as Messages).language as Messages).names as Messages;
      expect(Object.keys(names).sort()).toEqual([...LOCALES].sort());
      expect(names).toEqual(reference.names);
    }
  });
});
