// Whether POST /auth/forgot tells known addresses from unknown ones by its answer time:
// median answer time for each, alternating, in-process on embedded PGlite, and their ratio.
// Run: npm run bench:forgot-timing
import { performance } from 'node:perf_hooks';
import { createTestApp } from '../apps/api/src/test/testApp';

const rounds = Number(process.env.ROUNDS ?? 40);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

const ctx = await createTestApp({ seed: true });
const known: string[] = [];
for (let i = 0; i < rounds; i++) {
  const email = `known.${i}.${Date.now()}@example.nl`;
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/Registration',
    headers: { 'x-shop-id': 'EF', 'x-forwarded-for': `198.18.1.${i + 1}` },
    payload: {
      customerType: 'Private',
      email,
      password: 'Geluid#Stil2026',
      firstName: 'B',
      lastName: 'Ench',
      locale: 'nl-NL',
    },
  });
  if (res.statusCode !== 201) throw new Error(`registration: ${res.body}`);
  known.push(email);
}
await ctx.app.afterResponse.idle();

async function timeForgot(email: string, round: number) {
  const started = performance.now();
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/auth/forgot',
    headers: { 'x-shop-id': 'EF', 'x-forwarded-for': `198.18.2.${round + 1}` },
    payload: { email },
  });
  if (res.statusCode !== 202) throw new Error(`forgot answered ${res.statusCode}: ${res.body}`);
  const elapsed = performance.now() - started;
  // Let the mail be written before the next round, so rounds do not queue behind each other.
  await ctx.app.afterResponse.idle();
  return elapsed;
}

const knownMs: number[] = [];
const unknownMs: number[] = [];
for (let i = 0; i < rounds; i++) {
  const unknown = `nobody.${i}.${Date.now()}@example.nl`;
  // Alternate which goes first, so the work after one answer (a mail rendered, garbage
  // collected) slows the other kind as often as its own.
  if (i % 2 === 0) {
    knownMs.push(await timeForgot(known[i] as string, i));
    unknownMs.push(await timeForgot(unknown, i));
  } else {
    unknownMs.push(await timeForgot(unknown, i));
    knownMs.push(await timeForgot(known[i] as string, i));
  }
}
const k = median(knownMs);
const u = median(unknownMs);
console.log(`forgot, known address:   median ${k.toFixed(2)} ms (${rounds} rounds)`);
console.log(`forgot, unknown address: median ${u.toFixed(2)} ms`);
console.log(`known / unknown: ${(k / u).toFixed(2)} (1.00 tells nothing)`);
await ctx.close();
