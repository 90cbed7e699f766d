// Client JavaScript per page (compressed bytes over the wire), against a running shop:
//   npm start   (another terminal)   then   node bench/client-js.mjs [http://easy-felt.localhost:3000]
import { chromium } from 'playwright-core';

const origin = process.argv[2] ?? 'http://easy-felt.localhost:3000';
const pages = process.argv.slice(3).length
  ? process.argv.slice(3)
  : ['/', '/pagina-niet-gevonden', '/inloggen', '/producten', '/winkelwagen'];

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
for (const path of pages) {
  const context = await browser.newContext({ locale: 'nl-NL' });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const scripts = new Map();
  cdp.on('Network.responseReceived', (e) => {
    if (e.type === 'Script') scripts.set(e.requestId, 0);
  });
  cdp.on('Network.loadingFinished', (e) => {
    if (scripts.has(e.requestId)) scripts.set(e.requestId, e.encodedDataLength);
  });
  const kib = () => ([...scripts.values()].reduce((a, b) => a + b, 0) / 1024).toFixed(1);
  // What the page needs to load and run, then what Next prefetches for its links when idle.
  await page.goto(origin + path, { waitUntil: 'load' });
  const initial = kib();
  const files = scripts.size;
  await page.waitForLoadState('networkidle');
  console.log(
    `${path.padEnd(28)} ${initial.padStart(7)} KiB JS at load in ${files} files, ${kib().padStart(7)} KiB with idle prefetches`,
  );
  await context.close();
}
await browser.close();
