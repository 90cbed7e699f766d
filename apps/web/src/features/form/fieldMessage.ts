import type { MessageValues } from '@shop/contract';

const separator = '|';

/**
 * A form field's error as react-hook-form keeps it: the contract's message key with the
 * values it interpolates (`yup.errors.string.max|{"max":80}`), so "no more than 80 characters"
 * keeps its 80 on the way to the translator.
 */
export function fieldMessage(key: string, values: MessageValues): string {
  return Object.keys(values).length ? `${key}${separator}${JSON.stringify(values)}` : key;
}

/** The key and values of a field message; a bare key has no values. */
export function readFieldMessage(message: string): { key: string; values: MessageValues } {
  const at = message.indexOf(separator);
  if (at < 0) return { key: message, values: {} };
  try {
    return { key: message.slice(0, at), values: JSON.parse(message.slice(at + 1)) };
  } catch {
    return { key: message.slice(0, at), values: {} };
  }
}
