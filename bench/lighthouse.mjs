// Lighthouse performance (mobile, simulated throttling) per page, against a running shop:
//   npm start   (another terminal)   then   node bench/lighthouse.mjs [origin] [paths...] [--runs N]
// e.g. npm run bench:lighthouse -- http://easy-felt.localhost:3000 / /producten --runs 3
// Default paths: /, /blogs, the first blog post on /blogs, /producten. Absolute figures drift
// from run to run on a busy machine, so every run first measures the bare "page not found" page
// as a baseline and LCP and TBT are also given as a ratio to it. With --runs N each page is
// measured N times (interleaved with the baseline) and the median of each figure is printed.
// Chrome: /usr/bin/chromium (CHROME_PATH overrides), started by chrome-launcher (ships with lighthouse).
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';

const args = process.argv.slice(2);
let runs = 1;
const positional = [];
for (let i = 0; i < args.length; i++) {
  if (args[i] === '--runs') runs = Number(args[++i]);
  else if (args[i].startsWith('--runs=')) runs = Number(args[i].slice('--runs='.length));
  else positional.push(args[i]);
}
if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs wants a whole number ≥ 1');
const origin = (positional[0] ?? 'http://easy-felt.localhost:3000').replace(/\/+$/, '');
const baselinePath = '/pagina-niet-gevonden';
const headers = { 'Accept-Language': 'nl-NL' }; // so locale detection does not redirect

// Node does not resolve *.localhost the way Chrome does, so point those names at the loopback.
function get(url) {
  const lookup = (_hostname, options, callback) => {
    if (options.all) callback(null, [{ address: '127.0.0.1', family: 4 }]);
    else callback(null, '127.0.0.1', 4);
  };
  const { hostname, protocol } = new URL(url);
  const request = protocol === 'https:' ? httpsRequest : httpRequest;
  const local = hostname === 'localhost' || hostname.endsWith('.localhost');
  return new Promise((resolve, reject) => {
    const req = request(url, { headers, ...(local && { lookup }) }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => {
        body += chunk;
      });
      res.on('end', () => resolve({ status: res.statusCode, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

async function firstBlogPost() {
  const { status, body } = await get(`${origin}/blogs`);
  if (status !== 200) throw new Error(`${origin}/blogs answered ${status}`);
  for (const [, href] of body.matchAll(/href="([^"]*)"/g)) {
    if (/^\/blogs\/[a-z0-9-]+$/.test(href)) return href;
  }
  console.error(`No blog post link found on ${origin}/blogs; leaving it out.`);
  return undefined;
}

const pages =
  positional.length > 1
    ? positional.slice(1)
    : ['/', '/blogs', await firstBlogPost(), '/producten'].filter(Boolean);

const chrome = await launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
});

let lighthouseVersion;
// Default config: mobile form factor, simulated throttling.
async function measure(path) {
  const url = origin + path;
  const { lhr } = await lighthouse(url, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    extraHeaders: headers,
  });
  lighthouseVersion = lhr.lighthouseVersion;
  if (lhr.runtimeError)
    throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  if (lhr.finalDisplayedUrl !== url) console.error(`  ${url} ended at ${lhr.finalDisplayedUrl}`);
  for (const warning of lhr.runWarnings) console.error(`  ${path}: ${warning}`);
  const value = (id) => lhr.audits[id].numericValue;
  return {
    score: lhr.categories.performance.score * 100,
    fcp: value('first-contentful-paint'),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
  };
}

const samples = new Map([baselinePath, ...pages].map((path) => [path, []]));
try {
  for (let run = 1; run <= runs; run++) {
    for (const path of samples.keys()) {
      console.error(`run ${run}/${runs} ${path}`);
      samples.get(path).push(await measure(path));
    }
  }
} finally {
  chrome.kill();
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const medians = (list) =>
  Object.fromEntries(Object.keys(list[0]).map((key) => [key, median(list.map((s) => s[key]))]));
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const ratio = (value, base) =>
  base > 0 ? `(${(value / base).toFixed(1)}× baseline)` : '(baseline 0 ms)';

const base = medians(samples.get(baselinePath));
console.log(
  `Lighthouse ${lighthouseVersion}, mobile, simulated throttling, median of ${runs} run(s), ${origin}`,
);
for (const [path, list] of samples) {
  const m = medians(list);
  const label = path === baselinePath ? `${path} (baseline)` : path;
  const lcp = `${seconds(m.lcp)}${path === baselinePath ? '' : ` ${ratio(m.lcp, base.lcp)}`}`;
  const tbt = `${Math.round(m.tbt)} ms${path === baselinePath ? '' : ` ${ratio(m.tbt, base.tbt)}`}`;
  console.log(
    `${label.padEnd(40)} perf ${String(Math.round(m.score)).padStart(3)}  FCP ${seconds(m.fcp)}  LCP ${lcp}  TBT ${tbt}  CLS ${m.cls.toFixed(3)}`,
  );
}
