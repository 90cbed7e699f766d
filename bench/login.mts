// The cost of one login: argon2id verification alone, and POST /auth/login end to end
// (in-process, embedded PGlite). Run: npx tsx --tsconfig apps/api/tsconfig.json bench/login.mts
import { performance } from 'node:perf_hooks';
import { hash, verify } from '@node-rs/argon2';
import { argon2Options } from '../apps/api/src/modules/accounts/passwords';
import { createTestApp } from '../apps/api/src/test/testApp';

const rounds = Number(process.env.ROUNDS ?? 30);

function stats(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  return `p50 ${at(0.5).toFixed(1)} ms, p95 ${at(0.95).toFixed(1)} ms, max ${at(1).toFixed(1)} ms`;
}

const password = 'Geluid#Stil2026';
const stored = await hash(password, argon2Options);
const verifySamples: number[] = [];
for (let i = 0; i < rounds; i++) {
  const started = performance.now();
  await verify(stored, password);
  verifySamples.push(performance.now() - started);
}
console.log(
  `argon2id m=${argon2Options.memoryCost} KiB, t=${argon2Options.timeCost}, p=${argon2Options.parallelism}`,
);
console.log(`verify:          ${stats(verifySamples)} (${rounds} rounds)`);

const ctx = await createTestApp({ seed: true });
const email = `bench.${Date.now()}@example.nl`;
const registration = await ctx.app.inject({
  method: 'POST',
  url: '/Registration',
  headers: { 'x-shop-id': 'EF' },
  payload: {
    customerType: 'Private',
    email,
    password,
    firstName: 'B',
    lastName: 'Ench',
    locale: 'nl-NL',
  },
});
if (registration.statusCode !== 201) throw new Error(`registration: ${registration.body}`);
const loginSamples: number[] = [];
for (let i = 0; i < rounds; i++) {
  const started = performance.now();
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/auth/login',
    // A different client address per round, so the per-IP limit does not interfere.
    headers: { 'x-shop-id': 'EF', 'x-forwarded-for': `198.18.0.${i + 1}` },
    payload: { email, password },
  });
  if (res.statusCode !== 200) throw new Error(`login answered ${res.statusCode}: ${res.body}`);
  loginSamples.push(performance.now() - started);
}
console.log(`POST /auth/login: ${stats(loginSamples)} (${rounds} rounds, PGlite)`);
await ctx.close();
