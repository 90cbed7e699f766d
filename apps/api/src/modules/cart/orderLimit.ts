import { ApiError, checkoutErrorCodes } from '@shop/contract';
import { maxOrderGrossCents } from '@shop/site';

/**
 * Refuses a cart or order whose total incl. VAT is above the shop's maximum (422). Thrown inside
 * the change's transaction, so the change that would cross it is not kept.
 */
export function refuseAboveOrderMaximum(grossCents: number): void {
  if (grossCents <= maxOrderGrossCents) return;
  throw ApiError.unprocessableContent(
    `An order may come to at most ${maxOrderGrossCents} cents incl. VAT`,
    {
      code: checkoutErrorCodes.orderTotalTooHigh,
      details: { maxGrossCents: maxOrderGrossCents, grossCents },
    },
  );
}
