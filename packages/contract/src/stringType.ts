import { z } from 'zod';
import { messageKeys } from './messageKeys';

/**
 * A string whose type issue is translatable: a missing value is "required", anything else that
 * is not a string is "not the right type". Every string rule in this package starts here.
 */
export function stringType() {
  return z.string({
    error: (issue) =>
      issue.input === undefined || issue.input === null
        ? messageKeys.mixed.required
        : messageKeys.mixed.notType,
  });
}
