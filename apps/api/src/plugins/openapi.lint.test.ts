import { Spectral } from '@stoplight/spectral-core';
import { oas } from '@stoplight/spectral-rulesets';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/testApp';

describe('the OpenAPI document', () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    ctx = await createTestApp({ seed: false });
  });
  afterAll(() => ctx.close());

  it("lints clean under Spectral's spectral:oas ruleset", async () => {
    const spectral = new Spectral();
    spectral.setRuleset({ extends: [[oas as never, 'recommended']] } as never);
    const findings = await spectral.run(JSON.stringify(ctx.app.swagger()));
    expect(findings.map((f) => `${f.code} ${f.path.join('.')}: ${f.message}`)).toEqual([]);
  });
});
