import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/testApp';

describe('security headers of the API', () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    ctx = await createTestApp({ seed: false });
  });
  afterAll(() => ctx.close());

  it('lets nothing run in, or frame, a JSON answer', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/health' });
    expect(res.headers['content-security-policy']).toContain("default-src 'none'");
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('runs only the reference page’s own script files, no inline script', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/docs/static/index.html' });
    const policy = String(res.headers['content-security-policy']);
    const scripts = policy.split(';').find((d) => d.trim().startsWith('script-src')) ?? '';
    expect(scripts).toContain("'self'");
    expect(scripts).not.toContain("'unsafe-inline'");
    expect(policy).not.toContain('upgrade-insecure-requests');
  });
});
