// GET /Search with the demo data, in-process: latency of single searches and requests per
// second with several in flight, against a baseline in the same run (GET /Content/blog, a
// plain indexed list). Embedded PGlite by default; PostgreSQL when DATABASE_URL is set.
// Run: npx tsx --tsconfig apps/api/tsconfig.json bench/search.mts
import { performance } from 'node:perf_hooks';
import { createTestApp } from '../apps/api/src/test/testApp';

const rounds = Number(process.env.ROUNDS ?? 200);
const concurrency = Number(process.env.CONCURRENCY ?? 8);

const queries = [
  ['EF', 'nl-NL', 'q=akoestiek'],
  ['EF', 'nl-NL', 'q=akoestik&scope=Blog'],
  ['EF', 'de-DE', 'q=Filz%20Wand'],
  ['ENC', 'fr-BE', 'q=acoustique%20bureau'],
  ['FIB', 'en-GB', 'q=bass%20trap&scope=Product'],
  ['ENC', 'nl-NL', 'q=pla&scope=Project'],
] as const;

function percentiles(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  return { p50: at(0.5), p99: at(0.99) };
}

const ctx = await createTestApp({ seed: true });
const call = async (url: string, shop: string, locale: string) => {
  const res = await ctx.app.inject({
    method: 'GET',
    url,
    headers: { 'x-shop-id': shop, 'x-locale': locale },
  });
  if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
};
const searchCall = (i: number) => {
  const [shop, locale, query] = queries[i % queries.length] as (typeof queries)[number];
  return call(`/Search?${query}`, shop, locale);
};
const baselineCall = (i: number) =>
  call(`/Content/blog?page=${(i % 2) + 1}`, 'ENC', i % 2 ? 'nl-NL' : 'en-GB');

async function measure(name: string, one: (i: number) => Promise<void>) {
  for (let i = 0; i < 20; i++) await one(i); // warm-up
  const samples: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const started = performance.now();
    await one(i);
    samples.push(performance.now() - started);
  }
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < rounds) await one(next++);
    }),
  );
  const rps = rounds / ((performance.now() - started) / 1000);
  return { name, ...percentiles(samples), rps };
}

const baseline = await measure('GET /Content/blog (baseline)', baselineCall);
const searched = await measure('GET /Search', searchCall);
const engine = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
console.log(`${engine}, ${rounds} requests each, ${concurrency} in flight for the rate`);
for (const r of [baseline, searched]) {
  console.log(
    `${r.name.padEnd(30)} p50 ${r.p50.toFixed(1)} ms  p99 ${r.p99.toFixed(1)} ms  ${r.rps.toFixed(0)} req/s`,
  );
}
console.log(
  `search / baseline: p50 ${(searched.p50 / baseline.p50).toFixed(1)}×, req/s ${(searched.rps / baseline.rps).toFixed(2)}×`,
);
await ctx.close();
