import { isVatNumber } from '@shop/contract';
import type { VatNumberChecker } from './checker';

/**
 * The offline stand-in for VIES in a local demo (`VAT_CHECK=demo`): a number in its country's
 * format is registered unless all its digits are zeros (`BE0000000000`, `DE000000000`), so the
 * demo can show both a reverse-charged order and a refused number without reaching the internet.
 */
export function demoVatNumberChecker(): VatNumberChecker {
  return {
    id: 'demo',
    async check(vatNumber) {
      if (!isVatNumber(vatNumber) || /^[^1-9]*$/.test(vatNumber.slice(2))) {
        return { status: 'invalid', reason: 'DEMO_NOT_REGISTERED' };
      }
      return { status: 'valid', name: null, address: null };
    },
  };
}
