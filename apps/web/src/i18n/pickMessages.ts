import type { AbstractIntlMessages } from 'next-intl';

/** A subset of the bundle by namespace, so the browser receives only what it renders. */
export function pickMessages(
  messages: AbstractIntlMessages,
  namespaces: string[],
): AbstractIntlMessages {
  return Object.fromEntries(
    namespaces
      .filter((ns) => ns in messages)
      .map((ns) => [ns, messages[ns] as AbstractIntlMessages]),
  );
}
