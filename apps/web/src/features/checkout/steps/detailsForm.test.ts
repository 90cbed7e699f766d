import { describe, expect, it } from 'vitest';
import { firstInvalidField } from './detailsForm';

describe('the first invalid checkout field', () => {
  it('follows the form’s order, not the order fields registered in', () => {
    const message = { type: 'custom', message: 'x' };
    expect(firstInvalidField({ email: message, firstName: message })).toBe('firstName');
    expect(
      firstInvalidField({ invoiceAddress: { city: message, postcode: message } } as never),
    ).toBe('invoiceAddress.postcode');
    expect(firstInvalidField({})).toBeUndefined();
  });
});
