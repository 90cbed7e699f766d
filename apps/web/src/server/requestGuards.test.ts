import { describe, expect, it } from 'vitest';
import { refuseCrossSite, refuseNonJson, refuseOversizedBody } from './requestGuards';

function post(headers: Record<string, string>, method = 'POST') {
  return new Request('http://localhost:3000/api/trpc/user.delete', {
    method,
    headers: { host: 'localhost:3000', ...headers },
  });
}

describe('BFF request guards', () => {
  it('refuses a mutation a foreign page sent (Sec-Fetch-Site cross-site)', async () => {
    const refused = refuseCrossSite(post({ 'sec-fetch-site': 'cross-site' }));
    expect(refused?.status).toBe(403);
    expect((await refused?.json())?.error.code).toBe('FORBIDDEN');
    expect(refuseCrossSite(post({ 'sec-fetch-site': 'same-site' }))?.status).toBe(403);
  });

  it('accepts a mutation from the shop’s own pages', () => {
    expect(refuseCrossSite(post({ 'sec-fetch-site': 'same-origin' }))).toBeUndefined();
    expect(refuseCrossSite(post({ origin: 'http://localhost:3000' }))).toBeUndefined();
  });

  it('checks Origin when a browser sends no Sec-Fetch-Site', () => {
    expect(refuseCrossSite(post({ origin: 'https://evil.example' }))?.status).toBe(403);
    expect(refuseCrossSite(post({ origin: 'null' }))?.status).toBe(403);
  });

  it('leaves reads alone', () => {
    expect(refuseCrossSite(post({ 'sec-fetch-site': 'cross-site' }, 'GET'))).toBeUndefined();
  });

  it('refuses bodies without a length or over the limit', () => {
    expect(refuseOversizedBody(post({}), 1024)?.status).toBe(411);
    expect(refuseOversizedBody(post({ 'content-length': '2048' }), 1024)?.status).toBe(413);
    expect(refuseOversizedBody(post({ 'content-length': '512' }), 1024)).toBeUndefined();
  });

  it('refuses form posts and other bodies that are not JSON', () => {
    expect(refuseNonJson(post({ 'content-type': 'multipart/form-data; boundary=x' }))?.status).toBe(
      415,
    );
    expect(refuseNonJson(post({ 'content-type': 'text/plain' }))?.status).toBe(415);
    expect(refuseNonJson(post({ 'content-type': 'application/json' }))).toBeUndefined();
  });
});
