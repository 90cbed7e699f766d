import { messageKeys } from './messageKeys';
import { stringType } from './stringType';

/**
 * A trimmed, non-empty string of at most `max` characters. A blank value counts as missing, so
 * it gets the "required" key; the bound is on the issue (`issue.maximum`) for the message.
 */
export function requiredString(max: number) {
  return stringType()
    .trim()
    .min(1, { error: messageKeys.mixed.required })
    .max(max, { error: messageKeys.string.max });
}
