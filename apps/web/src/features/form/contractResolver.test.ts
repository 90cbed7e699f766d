import { requiredString } from '@shop/contract';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { contractResolver } from './contractResolver';
import { readFieldMessage } from './fieldMessage';

describe('the form resolver of contract schemas', () => {
  const schema = z.object({
    name: requiredString(80),
    address: z.object({ city: requiredString(5) }),
  });
  const resolve = (values: unknown) =>
    contractResolver(schema)(values as never, undefined, {
      fields: {},
      shouldUseNativeValidation: false,
    });

  it('keeps the bound of a too-long value for the message ("no more than 80")', async () => {
    const { errors } = await resolve({ name: 'x'.repeat(81), address: { city: 'Delft' } });
    const message = (errors as { name?: { message?: string } }).name?.message ?? '';
    expect(readFieldMessage(message)).toEqual({
      key: 'yup.errors.string.max',
      values: { max: 80 },
    });
  });

  it('nests errors of nested fields and answers the parsed values when valid', async () => {
    const invalid = await resolve({ name: 'Sanne', address: { city: 'Amsterdam' } });
    const city = (invalid.errors as { address?: { city?: { message?: string } } }).address?.city;
    expect(readFieldMessage(city?.message ?? '').values).toEqual({ max: 5 });
    const valid = await resolve({ name: ' Sanne ', address: { city: 'Delft' } });
    expect(valid.values).toEqual({ name: 'Sanne', address: { city: 'Delft' } });
  });
});
