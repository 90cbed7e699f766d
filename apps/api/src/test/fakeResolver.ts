import type { MailDomainResolver } from '../modules/misc/mailDomainResolver';

/** An answer: records, a node:dns error code to reject with, or 'hang' for a lost packet. */
export type FakeReply = string[] | `E${string}` | 'hang';

export interface FakeZone {
  mx?: FakeReply;
  address?: FakeReply;
}

/**
 * A resolver answering from a table, like node:dns would: a name missing from the table does
 * not exist (ENOTFOUND), a missing record type has no data (ENODATA). Every question is logged.
 */
export function fakeResolver(zones: Record<string, FakeZone>) {
  const questions: string[] = [];
  function reply(domain: string, type: keyof FakeZone): Promise<string[]> {
    questions.push(`${type} ${domain}`);
    const zone = zones[domain];
    const answer = zone === undefined ? 'ENOTFOUND' : (zone[type] ?? 'ENODATA');
    if (answer === 'hang') return new Promise<string[]>(() => {});
    if (typeof answer === 'string') {
      return Promise.reject(
        Object.assign(new Error(`query ${answer} ${domain}`), { code: answer }),
      );
    }
    return Promise.resolve(answer);
  }
  const resolver: MailDomainResolver = {
    mx: (domain) => reply(domain, 'mx'),
    address: (domain) => reply(domain, 'address'),
  };
  return { resolver, questions };
}

/** The canary the domain check asks before it believes an NXDOMAIN. */
export const canaryZone: Record<string, FakeZone> = {
  'example.com': { mx: [''], address: ['93.184.215.14'] },
};
