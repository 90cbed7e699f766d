import type { VatNumberAnswer, VatNumberChecker } from './checker';

export interface ViesOptions {
  /** https://ec.europa.eu/taxation_customs/vies/rest-api in production; a stand-in in tests. */
  baseUrl?: string;
  /** VIES waits for the member state's register; past this the shopper should not wait. */
  timeoutMs?: number;
  fetch?: typeof fetch;
}

export const viesApiUrl = 'https://ec.europa.eu/taxation_customs/vies/rest-api';

/** VIES's `CommonResponse`, which it answers instead of a result when something went wrong. */
interface ViesErrorBody {
  actionSucceed?: boolean;
  errorWrappers?: { error?: string; message?: string }[];
}

/** The fields of VIES's `VatNumberValidationResult` the shop reads. */
interface ViesResult {
  countryCode?: string;
  vatNumber?: string;
  requestDate?: string;
  valid?: boolean;
  name?: string;
  address?: string;
}

/**
 * The one error about the number itself; every other code (MS_UNAVAILABLE, SERVICE_UNAVAILABLE,
 * TIMEOUT, MS_MAX_CONCURRENT_REQ, GLOBAL_MAX_CONCURRENT_REQ, …) says VIES could not answer now,
 * never that the number is not registered.
 */
const refusedInput = 'INVALID_INPUT';

/** VIES writes `---` where a member state does not disclose the name or address. */
const disclosed = (value: unknown) =>
  typeof value === 'string' && value.trim() !== '' && value.trim() !== '---' ? value.trim() : null;

/**
 * The EU's VIES REST API: `POST {base}/check-vat-number` with the country code and the number
 * without its prefix. Greece's numbers already carry VIES's `EL` prefix.
 */
export function viesChecker({
  baseUrl = viesApiUrl,
  timeoutMs = 5_000,
  fetch: fetchImpl = fetch,
}: ViesOptions = {}): VatNumberChecker {
  return {
    id: 'vies',
    async check(vatNumber: string): Promise<VatNumberAnswer> {
      const countryCode = vatNumber.slice(0, 2);
      let status: number;
      let text: string;
      try {
        const response = await fetchImpl(`${baseUrl.replace(/\/$/, '')}/check-vat-number`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify({ countryCode, vatNumber: vatNumber.slice(2) }),
          signal: AbortSignal.timeout(timeoutMs),
        });
        status = response.status;
        // Read under the same deadline: a register that stalls mid-answer is as slow as a silent one.
        text = await response.text();
      } catch (error) {
        const name = (error as Error).name;
        return {
          status: 'unavailable',
          reason: name === 'TimeoutError' || name === 'AbortError' ? 'TIMEOUT' : 'UNREACHABLE',
        };
      }
      let body: (ViesResult & ViesErrorBody) | null = null;
      try {
        body = JSON.parse(text);
      } catch {}
      // VIES has been seen answering its error envelope with 200 as well as with 4xx and 5xx.
      const code = body?.errorWrappers?.find((wrapper) => wrapper?.error)?.error;
      if (code) {
        return code === refusedInput
          ? { status: 'invalid', reason: code }
          : { status: 'unavailable', reason: code };
      }
      if (status !== 200 || typeof body?.valid !== 'boolean') {
        return { status: 'unavailable', reason: `HTTP_${status}` };
      }
      return body.valid
        ? { status: 'valid', name: disclosed(body.name), address: disclosed(body.address) }
        : { status: 'invalid' };
    },
  };
}
