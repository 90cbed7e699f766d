import { locales } from '@shop/site';
import { describe, expect, it } from 'vitest';
import nlBE from '../../../../../web/messages/nl-BE.json';
import { letterBody, mailCopy, orderMailCopy } from './copy';

const vars = { brand: 'easy felt', support: 'service@easy-felt.nl', validFor: '1 uur' };

describe('mail copy from the site bundles', () => {
  it('reads each locale from its own bundle', () => {
    expect(mailCopy('nl-BE')('signOff')).toBe(nlBE.mail.signOff);
    for (const locale of locales) {
      expect(orderMailCopy(locale)('subject', { ...vars, orderNumber: 'EF26-000001' })).toContain(
        'EF26-000001',
      );
    }
  });

  it('fills in ICU arguments', () => {
    expect(mailCopy('en-GB')('greeting', { firstName: 'Anna' })).toBe('Hi Anna,');
    expect(letterBody('nl-NL', 'resetPassword', vars)[1]).toContain('1 uur geldig');
  });

  it('refuses to format a message with a value missing, rather than mail its key', () => {
    expect(() => mailCopy('en-GB')('greeting')).toThrow();
  });
});
