import { describe, expect, it } from 'vitest';
import { orderAmount } from './prices';

describe('order amounts as the VAT toggle asks', () => {
  const dutch = { vatRatePct: 21, reverseCharge: false };

  it('adds the order’s VAT rate, rounded half up, when prices are shown incl. VAT', () => {
    expect(orderAmount(1000, dutch, 'incl')).toBe(1210);
    expect(orderAmount(250, dutch, 'incl')).toBe(303); // 52.5 cents of VAT round up
  });

  it('shows net amounts excl. VAT and under reverse charge', () => {
    expect(orderAmount(1000, dutch, 'excl')).toBe(1000);
    expect(orderAmount(1000, { vatRatePct: 0, reverseCharge: true }, 'incl')).toBe(1000);
    expect(orderAmount(1000, { vatRatePct: 19, reverseCharge: true }, 'incl')).toBe(1000);
  });
});
