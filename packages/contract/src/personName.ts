import { messageKeys } from './messageKeys';
import { requiredString } from './requiredString';

/**
 * What a name is: letters (any script, with their accents), and the spaces, hyphens,
 * apostrophes and dots between them ("Anne-Marie", "d’Hondt", "J. R."). A name goes into mails
 * sent to addresses nobody has verified yet, so nothing that reads as a link or an instruction
 * gets through: no digits, colons, slashes, and no dot followed by letters ("evil.example").
 */
const nameCharacters = /^[\p{L}\p{M}][\p{L}\p{M} '’.-]*$/u;
const domainLike = /\.[\p{L}]{2}/u;

export function isPersonName(value: string): boolean {
  return nameCharacters.test(value) && !domainLike.test(value);
}

/** A required first or last name of at most `max` characters. */
export function personName(max: number) {
  return requiredString(max).refine(isPersonName, { error: messageKeys.string.name });
}

export const firstNameMaxLength = 50;
export const lastNameMaxLength = 80;
