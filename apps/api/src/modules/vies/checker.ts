import type { VatNumberCheck } from '@shop/contract';

/** One answer about one VAT number. */
export interface VatNumberAnswer {
  status: VatNumberCheck;
  /** The registered trader, when the register names it. */
  name?: string | null;
  address?: string | null;
  /** Why there was no answer (`MS_UNAVAILABLE`, `TIMEOUT`, …) or why the number was refused. */
  reason?: string;
}

/**
 * Asks whether a VAT number is registered for intra-community trade. Never throws: a register
 * that cannot answer is an answer too (`unavailable`), and the checkout decides what that means.
 */
export interface VatNumberChecker {
  /** Stored with every answer, so answers of one checker are never read as another's. */
  readonly id: string;
  /** `vatNumber` is normalised and carries its country prefix: `BE0123456789`. */
  check(vatNumber: string): Promise<VatNumberAnswer>;
}
