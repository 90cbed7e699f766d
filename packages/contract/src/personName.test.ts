import { describe, expect, it } from 'vitest';
import { messageKeys } from './messageKeys';
import { isPersonName, personName } from './personName';

describe('person names', () => {
  it.each([
    'Sanne',
    'Anne-Marie',
    'd’Hondt',
    "O'Brien",
    'J. R.',
    'Zoë',
    'Çağla',
    'José María',
    'Łukasz',
  ])('accepts %s', (name) => {
    expect(isPersonName(name)).toBe(true);
  });

  it.each([
    'your account is blocked, restore at https://evil.example',
    'visit www.evil.example',
    'evil.example',
    'Sanne2',
    'call 0800-123',
    '<b>Sanne</b>',
    '-Sanne',
  ])('refuses %j, which is no name', (name) => {
    expect(isPersonName(name)).toBe(false);
  });

  it('answers a refused name with its own message key, and a long one with the bound', () => {
    const first = personName(50);
    expect(first.safeParse('see https://x.example').error?.issues[0]?.message).toBe(
      messageKeys.string.name,
    );
    expect(first.safeParse('A'.repeat(51)).error?.issues[0]?.message).toBe(messageKeys.string.max);
  });
});
