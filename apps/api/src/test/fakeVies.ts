import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** The error codes VIES answers in its `errorWrappers` instead of a result. */
export type ViesErrorCode =
  | 'INVALID_INPUT'
  | 'SERVICE_UNAVAILABLE'
  | 'MS_UNAVAILABLE'
  | 'TIMEOUT'
  | 'VAT_BLOCKED'
  | 'IP_BLOCKED'
  | 'GLOBAL_MAX_CONCURRENT_REQ'
  | 'MS_MAX_CONCURRENT_REQ';

/** VIES's member-state codes: Greece is EL there. */
const memberStates = new Set(
  'AT BE BG CY CZ DE DK EE EL ES FI FR HR HU IE IT LT LU LV MT NL PL PT RO SE SI SK XI'.split(' '),
);

interface Trader {
  name: string;
  address: string;
}

/**
 * A local stand-in for the EU's VIES REST API (`POST /check-vat-number`), answering as VIES
 * does: a `VatNumberValidationResult` with `---` for what a register does not disclose, or its
 * `CommonResponse` with `errorWrappers`. Tests register numbers, and make it fail, stall or go
 * down; it counts the calls, so tests can see when the shop's cache answered instead.
 */
export async function startFakeVies({
  registered = ['DE123456789', 'BE0123456789', 'NL812345678B01', 'ATU12345678', 'FR12345678901'],
}: {
  registered?: string[];
} = {}) {
  const traders = new Map<string, Trader>(
    registered.map((number) => [number, { name: `TRADER ${number}`, address: 'MAIN STREET 1' }]),
  );
  const requests: { countryCode: string; vatNumber: string }[] = [];
  const failures: ViesErrorCode[] = [];
  let delayMs = 0;
  let down = false;

  function send(res: ServerResponse, status: number, body: unknown) {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  }
  const error = (res: ServerResponse, code: ViesErrorCode) =>
    send(res, code === 'INVALID_INPUT' ? 400 : 500, {
      actionSucceed: false,
      errorWrappers: [{ error: code, message: null }],
    });

  async function bodyOf(req: IncomingMessage): Promise<Record<string, unknown> | null> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    try {
      return JSON.parse(Buffer.concat(chunks).toString('utf8'));
    } catch {
      return null;
    }
  }

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (req.method !== 'POST' || url.pathname !== '/rest-api/check-vat-number') {
      return send(res, 404, { actionSucceed: false, errorWrappers: [{ error: 'NOT_FOUND' }] });
    }
    const body = await bodyOf(req);
    const countryCode = String(body?.countryCode ?? '');
    const vatNumber = String(body?.vatNumber ?? '');
    requests.push({ countryCode, vatNumber });
    if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs));
    if (res.destroyed) return;
    if (down) {
      // What the gateway in front of VIES answers while it is out.
      res.writeHead(503, { 'content-type': 'text/html' });
      return res.end('<html><body><h1>Service Unavailable</h1></body></html>');
    }
    const failure = failures.shift();
    if (failure) return error(res, failure);
    if (!memberStates.has(countryCode) || !/^[0-9A-Z+*]{2,12}$/.test(vatNumber)) {
      return error(res, 'INVALID_INPUT');
    }
    const trader = traders.get(`${countryCode}${vatNumber}`);
    return send(res, 200, {
      countryCode,
      vatNumber,
      requestDate: new Date().toISOString(),
      valid: Boolean(trader),
      requestIdentifier: '',
      name: trader?.name ?? '---',
      address: trader?.address ?? '---',
      traderName: '',
      traderStreet: '',
      traderPostalCode: '',
      traderCity: '',
      traderCompanyType: '',
      traderNameMatch: 'NOT_PROCESSED',
      traderStreetMatch: 'NOT_PROCESSED',
      traderPostalCodeMatch: 'NOT_PROCESSED',
      traderCityMatch: 'NOT_PROCESSED',
      traderCompanyTypeMatch: 'NOT_PROCESSED',
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    baseUrl: `http://127.0.0.1:${port}/rest-api`,
    /** Every question asked, in order, whether answered or not. */
    requests,
    get calls() {
      return requests.length;
    },
    register(vatNumber: string, trader: Trader = { name: 'TRADER', address: 'STREET 1' }) {
      traders.set(vatNumber, trader);
    },
    /** The next questions are answered with these error codes, one each. */
    failNext(...codes: ViesErrorCode[]) {
      failures.push(...codes);
    },
    /** Answers only after this long (0: at once). */
    stall(ms: number) {
      delayMs = ms;
    },
    /** Out of service: the gateway answers 503 with an HTML page. */
    setDown(value: boolean) {
      down = value;
    },
    reset() {
      failures.length = 0;
      delayMs = 0;
      down = false;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type FakeVies = Awaited<ReturnType<typeof startFakeVies>>;
