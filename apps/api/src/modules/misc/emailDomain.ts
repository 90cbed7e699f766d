import { emailSchema, type ValidateEmailDomainResponse } from '@shop/contract';
import { LruCache } from '../../lib/lruCache';
import { isDisposableDomain } from './disposableDomains';
import { isAbsentAnswer, type MailDomainResolver } from './mailDomainResolver';

/** What DNS says about a domain's mail: a server, a null MX, no such name/record, or nothing. */
type MailServer = 'found' | 'null-mx' | 'absent' | 'unknown';
type Answer = string[] | 'absent' | 'unknown';

const cacheTtlMs = 10 * 60 * 1000;
const cacheMaxEntries = 1000;

const unchecked: ValidateEmailDomainResponse = { valid: true, checked: false };
const noMailServer: ValidateEmailDomainResponse = {
  valid: false,
  checked: true,
  reason: 'no-mail-server',
};

export interface EmailDomainCheckOptions {
  resolver: MailDomainResolver;
  /** The whole check's budget; past it the address passes unchecked. */
  timeoutMs: number;
  /**
   * A name that certainly has an address (RFC 2606 reserves example.com; IANA serves it). A
   * resolver that denies it denies everything (sandboxes and captive DNS answer NXDOMAIN for
   * every name), so its "does not exist" is not believed.
   */
  canaryDomain?: string;
  now?: () => number;
}

async function answerOf(ask: () => Promise<string[]>): Promise<Answer> {
  try {
    return await ask();
  } catch (error) {
    return isAbsentAnswer(error) ? 'absent' : 'unknown';
  }
}

/** RFC 5321 5.1: MX first; only without MX records does the domain's own address take mail. */
async function mailServerOf(resolver: MailDomainResolver, domain: string): Promise<MailServer> {
  const mx = await answerOf(() => resolver.mx(domain));
  if (mx === 'unknown') return 'unknown';
  if (mx !== 'absent' && mx.length > 0) {
    // RFC 7505: a lone "." exchange says the domain accepts no mail; node reports it as ''.
    return mx.some((exchange) => exchange !== '' && exchange !== '.') ? 'found' : 'null-mx';
  }
  const address = await answerOf(() => resolver.address(domain));
  if (address === 'unknown') return 'unknown';
  return address !== 'absent' && address.length > 0 ? 'found' : 'absent';
}

function withDeadline<T>(work: Promise<T>, ms: number, fallback: T): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<T>((resolve) => {
    timer = setTimeout(() => resolve(fallback), ms);
  });
  return Promise.race([work, deadline]).finally(() => clearTimeout(timer));
}

/**
 * The e-mail domain check: syntax, throwaway providers, then whether the domain can receive
 * mail at all. Definite DNS answers are cached per domain for ten minutes; "DNS could not
 * answer" is not, so the next keystroke asks again.
 */
export function createEmailDomainCheck(options: EmailDomainCheckOptions) {
  const { resolver, timeoutMs, canaryDomain = 'example.com' } = options;
  const now = options.now ?? Date.now;
  const verdicts = new LruCache<string, ValidateEmailDomainResponse>({
    maxEntries: cacheMaxEntries,
    ttlMs: cacheTtlMs,
    now,
  });
  let trust: { trusted: boolean; until: number } | undefined;

  async function resolverIsTrusted(): Promise<boolean | undefined> {
    if (trust !== undefined && trust.until > now()) return trust.trusted;
    const canary = await answerOf(() => resolver.address(canaryDomain));
    if (canary === 'unknown') return undefined;
    trust = { trusted: canary !== 'absent' && canary.length > 0, until: now() + cacheTtlMs };
    return trust.trusted;
  }

  async function verdictOf(domain: string): Promise<ValidateEmailDomainResponse> {
    const server = await mailServerOf(resolver, domain);
    if (server === 'found') return { valid: true, checked: true };
    if (server === 'null-mx') return noMailServer;
    if (server === 'unknown') return unchecked;
    return (await resolverIsTrusted()) ? noMailServer : unchecked;
  }

  return async function checkEmailDomain(email: string): Promise<ValidateEmailDomainResponse> {
    const parsed = emailSchema.safeParse(email);
    if (!parsed.success) return { valid: false, checked: true, reason: 'syntax' };
    const domain = parsed.data.slice(parsed.data.lastIndexOf('@') + 1);
    if (isDisposableDomain(domain)) return { valid: false, checked: true, reason: 'disposable' };

    const cached = verdicts.get(domain);
    if (cached !== undefined) return cached;
    const verdict = await withDeadline(verdictOf(domain), timeoutMs, unchecked);
    if (verdict.checked) verdicts.set(domain, verdict);
    return verdict;
  };
}

export type EmailDomainCheck = ReturnType<typeof createEmailDomainCheck>;
