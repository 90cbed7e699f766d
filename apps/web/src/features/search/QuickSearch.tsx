'use client';

import type { SearchHit } from '@shop/contract';
import type { Locale, PrefixMode } from '@shop/site';
import { useRouter } from 'next/navigation';
import { useEffect, useId, useRef, useState } from 'react';
import { Marked } from './Marked';
import { hitHref, searchHref } from './searchHref';

export interface QuickSearchTexts {
  label: string;
  placeholder: string;
  submit: string;
  searching: string;
  none: string;
  failed: string;
  /** With `{query}` in it. */
  allResults: string;
  kinds: Record<SearchHit['kind'], string>;
}

type State =
  | { state: 'idle' }
  | { state: 'searching' }
  | { state: 'found'; query: string; hits: SearchHit[] }
  | { state: 'failed' };

const debounceMs = 250;
const minLength = 2;

/**
 * The header's search box: the brand's few best hits while typing, as an accessible combobox
 * (arrow keys move, Enter opens, Escape closes); submitting goes to the search page.
 */
export function QuickSearch({
  locale,
  mode,
  action,
  texts,
}: {
  locale: Locale;
  mode: PrefixMode;
  /** The search page's path, for the form without JavaScript. */
  action: string;
  texts: QuickSearchTexts;
}) {
  const router = useRouter();
  const id = useId();
  const listId = `${id}-results`;
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [answer, setAnswer] = useState<State>({ state: 'idle' });
  const box = useRef<HTMLDivElement>(null);

  const q = query.trim();
  useEffect(() => {
    if (q.length < minLength) {
      setAnswer({ state: 'idle' });
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      setAnswer({ state: 'searching' });
      try {
        const params = new URLSearchParams({ q, locale });
        const response = await fetch(`/api/search?${params}`, { signal: controller.signal });
        if (!response.ok) throw new Error(String(response.status));
        const body = (await response.json()) as { items: SearchHit[] };
        setAnswer({ state: 'found', query: q, hits: body.items });
        setActive(-1);
      } catch {
        if (!controller.signal.aborted) setAnswer({ state: 'failed' });
      }
    }, debounceMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [q, locale]);

  // A click anywhere else closes the list.
  useEffect(() => {
    const close = (event: MouseEvent) => {
      if (!box.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', close);
    return () => document.removeEventListener('mousedown', close);
  }, []);

  const hits = answer.state === 'found' ? answer.hits : [];
  // The hits, then "all results": each an option with its own address.
  const options = [
    ...hits.map((hit) => ({ key: `${hit.kind}-${hit.id}`, href: hitHref(hit, locale, mode), hit })),
    ...(q.length >= minLength
      ? [{ key: 'all', href: searchHref(locale, mode, { q }), hit: undefined }]
      : []),
  ];
  const expanded = open && q.length >= minLength;
  const optionId = (index: number) => `${id}-option-${index}`;

  function go(href: string) {
    setOpen(false);
    router.push(href);
  }

  function onKeyDown(event: React.KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (options.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      // Past either end the input itself is active again.
      setActive((current) => {
        const next = current + step;
        if (next >= options.length) return -1;
        if (next < -1) return options.length - 1;
        return next;
      });
    } else if (event.key === 'Escape') {
      if (expanded) {
        event.preventDefault();
        setOpen(false);
        setActive(-1);
      } else setQuery('');
    } else if (event.key === 'Enter' && expanded && active >= 0) {
      const option = options[active];
      if (option) {
        event.preventDefault();
        go(option.href);
      }
    }
  }

  return (
    <div ref={box} className="relative w-full sm:w-64">
      <form
        action={action}
        method="get"
        onSubmit={(event) => {
          if (!q) event.preventDefault();
          else {
            event.preventDefault();
            go(searchHref(locale, mode, { q }));
          }
        }}
      >
        <label htmlFor={`${id}-input`} className="sr-only">
          {texts.label}
        </label>
        <input
          id={`${id}-input`}
          name="q"
          type="search"
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
          value={query}
          maxLength={100}
          placeholder={texts.placeholder}
          onChange={(event) => {
            setQuery(event.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onFocus={() => setOpen(true)}
          onKeyDown={onKeyDown}
          className="w-full rounded-full border border-black/20 bg-white px-4 py-1.5 text-sm"
        />
        <button type="submit" className="sr-only">
          {texts.submit}
        </button>
      </form>
      <div
        className={`absolute right-0 left-0 z-40 mt-1 rounded-[var(--brand-radius)] border border-black/10 bg-white py-1 text-sm shadow-lg sm:left-auto sm:w-96 ${expanded ? '' : 'hidden'}`}
      >
        <p aria-live="polite" className="px-3 py-1 text-muted empty:hidden">
          {answer.state === 'searching'
            ? texts.searching
            : answer.state === 'failed'
              ? texts.failed
              : answer.state === 'found' && hits.length === 0
                ? texts.none
                : ''}
        </p>
        <div id={listId} role="listbox" aria-label={texts.label}>
          {options.map((option, index) => (
            // biome-ignore lint/a11y/useKeyWithClickEvents: the input's arrow keys and Enter drive the options
            <div
              key={option.key}
              id={optionId(index)}
              role="option"
              tabIndex={-1}
              aria-selected={index === active}
              onMouseEnter={() => setActive(index)}
              onClick={() => go(option.href)}
              className="cursor-pointer px-3 py-2 aria-selected:bg-black/5"
            >
              {option.hit ? (
                <span className="flex min-w-0 flex-col">
                  <span className="text-xs uppercase tracking-wide text-muted">
                    {texts.kinds[option.hit.kind]}
                  </span>
                  <span className="truncate font-semibold">
                    <Marked runs={option.hit.title} />
                  </span>
                </span>
              ) : (
                <span className="font-semibold underline">
                  {texts.allResults.replace('{query}', q)}
                </span>
              )}
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}
