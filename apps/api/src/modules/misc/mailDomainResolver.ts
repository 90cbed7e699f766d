import { NODATA, NOTFOUND, Resolver } from 'node:dns/promises';

/**
 * The two DNS questions the e-mail domain check asks. Both reject with a node:dns style error
 * (`code` 'ENOTFOUND' for NXDOMAIN, 'ENODATA' for no such record, 'ETIMEOUT', 'ESERVFAIL', ...),
 * so a fake in tests behaves like the real resolver.
 */
export interface MailDomainResolver {
  /** Exchange hosts of the MX records; '' or '.' is a null MX (RFC 7505: no mail at all). */
  mx(domain: string): Promise<string[]>;
  /** A addresses, else AAAA addresses: the implicit MX of RFC 5321 section 5.1. */
  address(domain: string): Promise<string[]>;
}

export const defaultDnsTimeoutMs = 1500;

/** EMAIL_DNS_TIMEOUT_MS, falling back to 1500 ms when unset or not a positive number. */
export function dnsTimeoutMs(env: NodeJS.ProcessEnv = process.env): number {
  const value = Number(env.EMAIL_DNS_TIMEOUT_MS);
  return Number.isFinite(value) && value > 0 ? value : defaultDnsTimeoutMs;
}

/** The error codes that mean "the name or record does not exist", as opposed to "no answer". */
const absentCodes: ReadonlySet<string> = new Set([NOTFOUND, NODATA]);

export function isAbsentAnswer(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && absentCodes.has(code);
}

/**
 * node:dns with one try and a short timeout: the registration form waits for this answer, and
 * a slow resolver must not hold it up (c-ares would otherwise retry four times).
 */
export function createDnsResolver(timeoutMs: number = dnsTimeoutMs()): MailDomainResolver {
  const resolver = new Resolver({ timeout: timeoutMs, tries: 1 });
  return {
    async mx(domain) {
      const records = await resolver.resolveMx(domain);
      return records.map((record) => record.exchange);
    },
    async address(domain) {
      try {
        const v4 = await resolver.resolve4(domain);
        if (v4.length > 0) return v4;
      } catch (error) {
        // Only "no A record" is worth an AAAA question; NXDOMAIN or no answer stand as they are.
        if ((error as { code?: unknown }).code !== NODATA) throw error;
      }
      return resolver.resolve6(domain);
    },
  };
}
