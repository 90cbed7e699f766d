import { apiErrorSchema } from '@shop/contract';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerCustomer, strongPassword } from '../test/accounts';
import { addToCart, details, shopper, standardProduct } from '../test/checkout';
import { createTestApp } from '../test/testApp';

/**
 * Every operation of the OpenAPI document is called with requests made from its schemas: values
 * that look valid, and hostile ones (wrong types, huge or broken text, extreme numbers, missing
 * and extra fields, broken bodies, bad headers). However bad the input, the API answers 4xx in
 * the error envelope, never 5xx. The seed is fixed, so a failure is the same on every run.
 */

const seed = 20_261_122;
const requestsPerOperation = 24;
const rounds = 2;
/** It resolves the address's domain in the DNS: the one operation that calls out. */
const skipped = new Set(['POST /Misc/validate/emaildomain']);

type Schema = {
  type?: string | string[];
  enum?: unknown[];
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  default?: unknown;
  nullable?: boolean;
};

type Parameter = { in: string; name: string; required?: boolean; schema: Schema };

type Operation = {
  key: string;
  method: string;
  path: string;
  parameters: Parameter[];
  bodyTypes: string[];
  bodySchema?: Schema;
  shopless: boolean;
  pathMethods: string[];
  pattern: RegExp;
};

/** mulberry32: small, fast and the same everywhere. */
function random(seedValue: number) {
  let state = seedValue >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    chance: (p: number) => next() < p,
    pick<T>(items: readonly T[]): T {
      return items[Math.floor(next() * items.length)] as T;
    },
  };
}

const rng = random(seed);

const hostileStrings: readonly string[] = [
  '',
  ' ',
  '\u0000',
  'Keizers\u0000gracht',
  '%00',
  '\ud800',
  'a\udc00b',
  '\u{1F600}'.repeat(60),
  'tr_\u202E\uFEFF\uFFFE',
  'e\u0301\u0301\u0301',
  '𝔘𝔫𝔦𝔠𝔬𝔡𝔢',
  'x'.repeat(101),
  'x'.repeat(141),
  'x'.repeat(256),
  'x'.repeat(10_001),
  'x'.repeat(100_000),
  '-'.repeat(36),
  '00000000-0000-0000-0000-00000000000g',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  '00000000000000000000000000000000',
  "' OR 1=1 --",
  '"; DROP TABLE orders; --',
  '../../etc/passwd',
  '<script>alert(1)</script>',
  '${7*7}{{7*7}}',
  '__proto__',
  '2147483648',
  '-1',
  '1e309',
  'NaN',
  'null',
  '[]',
  'bt_0000000000000000',
  'catalogue',
];

/** Files for the upload: a real photo (added once the app runs) and some that only look like one. */
const photos: Buffer[] = [
  Buffer.from('GIF89a'),
  Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46]),
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00]),
  Buffer.alloc(0),
];

const deep = (depth: number): unknown => {
  let value: unknown = 'bottom';
  for (let i = 0; i < depth; i++) value = { a: value };
  return value;
};

const hostileValues: readonly unknown[] = [
  null,
  true,
  0,
  -1,
  1.5,
  2_147_483_648,
  9_007_199_254_740_993,
  1e308,
  -1e308,
  [],
  {},
  ['a', 1],
  { __proto__: { polluted: true } },
  JSON.parse('{"__proto__":{"polluted":true}}'),
  deep(2_000),
];

/** Bodies sent as JSON that the JSON parser refuses. */
const brokenJson: readonly string[] = [
  '{',
  '{"a":',
  '[1,2',
  'nul',
  "{'a':1}",
  '{"a":1}}',
  '\u0000',
  '['.repeat(100_000),
  '{"__proto__":{"x":1}}',
];

/** JSON that parses, into something awkward. */
const oddJson: readonly string[] = [
  '{"a":"\\u0000"}',
  '{"a":"\\ud800"}',
  '{"a":1e400}',
  '{"constructor":{"prototype":{"x":1}}}',
  '\uFEFF{}',
  `${'['.repeat(5_000)}${']'.repeat(5_000)}`,
];

/** Values seen in answers, by field name: ids, slugs, tokens to use where a field of that name is. */
const seen = new Map<string, string[]>();

function remember(key: string, value: string) {
  const values = seen.get(key) ?? [];
  if (values.length < 60 && !values.includes(value)) values.push(value);
  seen.set(key, values);
}

function harvest(value: unknown, key = '', depth = 0): void {
  if (depth > 8) return;
  if (typeof value === 'string') {
    if (key) remember(key, value);
    if (/^https?:\/\//.test(value)) {
      const last = new URL(value).pathname.split('/').pop();
      if (last) remember('ref', last);
    }
    if (/^catalogue\/[^/]+$/.test(value)) {
      const [a, b] = value.split('/') as [string, string];
      remember('a', a);
      remember('b', b);
    }
    return;
  }
  if (Array.isArray(value)) {
    for (const item of value.slice(0, 20)) harvest(item, key, depth + 1);
    return;
  }
  if (value && typeof value === 'object') {
    const fields = value as Record<string, unknown>;
    if (typeof fields.id === 'string') {
      // Ids are told apart by the shape of what they name.
      if ('productId' in fields && 'quantity' in fields) remember('lineId', fields.id);
      else if ('sku' in fields && 'kind' in fields) {
        remember('productId', fields.id);
        if (fields.kind === 'standard') remember('standardProductId', fields.id);
      } else if ('mime' in fields) remember('uploadId', fields.id);
      else if ('subject' in fields) remember('outboxId', fields.id);
      else if ('orderNumber' in fields) remember('orderId', fields.id);
    }
    for (const [k, v] of Object.entries(value)) harvest(v, k, depth + 1);
  }
}

/** What a path's `{id}` stands for, so it is filled with ids of that kind. */
const pathIds: [RegExp, string][] = [
  [/^\/Products\/\{id\}\/\{second\}$/, 'locale'],
  [/^\/Products\//, 'productId'],
  [/^\/orders\/lines\//, 'lineId'],
  [/\/(Orders|status)\/\{id\}$/, 'orderId'],
  [/^\/dev\/outbox\//, 'outboxId'],
];

const parameterName = (path: string, name: string) =>
  name === 'id' ? (pathIds.find(([pattern]) => pattern.test(path))?.[1] ?? name) : name;

const seenFor = (name: string): string[] => {
  const related: Record<string, string[]> = {
    id: ['id', 'orderId', 'productId', 'paymentId', 'ref'],
    second: ['slug'],
    token: ['token'],
  };
  return (related[name] ?? [name]).flatMap((key) => seen.get(key) ?? []);
};

let emailCounter = 0;

/** Plain-looking values for fields whose rules a generic generator would not meet. */
function hinted(name: string): string | undefined {
  switch (name) {
    case 'email':
    case 'to':
      emailCounter += 1;
      return `fuzz.${emailCounter}@example.nl`;
    case 'password':
      return strongPassword;
    case 'phone':
      return '+31 20 123 4567';
    case 'postcode':
      return '1015 CJ';
    case 'houseNumber':
      return '12';
    case 'vatNumber':
      return 'DE123456789';
    default:
      return undefined;
  }
}

function uuid(): string {
  const hex = () => rng.int(0, 15).toString(16);
  const part = (n: number) => Array.from({ length: n }, hex).join('');
  return `${part(8)}-${part(4)}-4${part(3)}-8${part(3)}-${part(12)}`;
}

const typeOf = (schema: Schema): string | undefined => {
  if (Array.isArray(schema.type)) return rng.pick(schema.type.filter((t) => t !== 'null'));
  if (schema.type) return schema.type;
  if (schema.properties) return 'object';
  return undefined;
};

/** A value that meets the schema as far as a generator can tell; `full` fills every property. */
function valid(schema: Schema, name = '', full = false): unknown {
  if (schema.enum?.length) return rng.pick(schema.enum);
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches?.length) return valid(rng.pick(branches), name, full);
  const type = typeOf(schema);
  if (type === 'object') {
    const value: Record<string, unknown> = {};
    for (const [key, property] of Object.entries(schema.properties ?? {})) {
      if (full || schema.required?.includes(key) || rng.chance(0.5)) {
        value[key] = valid(property, key, full);
      }
    }
    return value;
  }
  if (type === 'array') {
    return Array.from({ length: rng.int(0, 3) }, () => valid(schema.items ?? {}, name, full));
  }
  if (type === 'integer' || type === 'number') {
    const low = Math.max(schema.minimum ?? 0, -1_000_000) + (schema.exclusiveMinimum ? 1 : 0);
    const high = Math.min(schema.maximum ?? 1_000, 1_000_000);
    return rng.pick([low, high, rng.int(low, Math.max(low, high))]);
  }
  if (type === 'boolean') return rng.chance(0.5);
  const known = seenFor(name);
  if (known.length > 0 && rng.chance(0.7)) return rng.pick(known);
  if (schema.format === 'uuid') return uuid();
  if (schema.format === 'email') return hinted('email');
  if (schema.format === 'date') return '2026-11-30';
  if (schema.format === 'date-time') return '2026-11-30T12:00:00Z';
  const text = hinted(name) ?? 'Keizersgracht';
  const min = schema.minLength ?? 0;
  const max = schema.maxLength ?? 200;
  return text.padEnd(min, 'x').slice(0, Math.max(min, max));
}

/** Paths to every leaf of a value, so one field at a time can be made hostile. */
function leaves(value: unknown, path: string[] = [], out: string[][] = []): string[][] {
  if (value && typeof value === 'object' && !Array.isArray(value) && path.length < 4) {
    for (const [key, item] of Object.entries(value)) leaves(item, [...path, key], out);
  } else if (path.length > 0) {
    out.push(path);
  }
  return out;
}

function setAt(target: Record<string, unknown>, path: string[], value: unknown, remove = false) {
  let node: Record<string, unknown> = target;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string, unknown>;
  const last = path.at(-1) as string;
  if (remove) delete node[last];
  else node[last] = value;
}

/** Percent-encodes UTF-8 bytes, so half a surrogate pair travels as the bytes a client sends. */
function encode(value: string): string {
  return [...Buffer.from(value, 'utf8')]
    .map((byte) => {
      const char = String.fromCharCode(byte);
      return /[A-Za-z0-9\-_.~]/.test(char) ? char : `%${byte.toString(16).toUpperCase()}`;
    })
    .join('');
}

const textOf = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

function formBody(fields: Record<string, unknown>): string {
  return Object.entries(fields)
    .map(([key, value]) => `${encode(key)}=${encode(textOf(value) ?? '')}`)
    .join('&');
}

function multipartBody(fields: Record<string, unknown>, file?: Buffer) {
  const boundary = `----fuzz${rng.int(0, 1e9)}`;
  const parts: Buffer[] = Object.entries(fields).map(([key, value]) =>
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${key}"\r\n\r\n${textOf(value)}\r\n`,
    ),
  );
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
      ),
      file,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

/**
 * Bodies known to pass, for operations whose rules reach beyond the schema (a postcode of the
 * address's country, a product sold as it is): hostile values are put into these, so they
 * travel as far as the database.
 */
const examples: Record<string, () => unknown> = {
  'POST /orders/lines': () => ({
    productId: rng.pick(seen.get('standardProductId') ?? [uuid()]),
    selection: { quantity: rng.int(1, 5) },
  }),
  'POST /Orders/details': () => details({ email: hinted('email') }),
};

const mutations = [
  'valid',
  'hostileString',
  'hostileValue',
  'missingField',
  'extraField',
  'wholeBody',
  'brokenJson',
  'otherEncoding',
  'headers',
  'pathParameter',
  'otherMethod',
  'valid',
] as const;
type Mutation = (typeof mutations)[number];

interface Identity {
  token?: string;
  cartToken?: string;
}

interface Built {
  options: InjectOptions;
  mutation: Mutation;
  shopSent: boolean;
  paramLength?: number;
  brokenJsonSent?: boolean;
}

let addressCounter = 0;

type Where = 'body' | 'query' | 'params';

/** Path, query and body of a request that looks valid. */
function baseOf(operation: Operation, full: boolean) {
  const params: Record<string, unknown> = {};
  const query: Record<string, unknown> = {};
  for (const parameter of operation.parameters) {
    const target = parameter.in === 'path' ? params : parameter.in === 'query' ? query : undefined;
    if (!target) continue;
    if (full || parameter.required || parameter.in === 'path' || rng.chance(0.5)) {
      target[parameter.name] = valid(
        parameter.schema,
        parameter.in === 'path' ? parameterName(operation.path, parameter.name) : parameter.name,
      );
    }
  }
  const example = examples[operation.key];
  const body: unknown = operation.bodySchema
    ? example && rng.chance(0.7)
      ? example()
      : valid(operation.bodySchema, '', full)
    : undefined;
  return { params, query, body };
}

function spotsOf(fields: Record<Where, unknown>): [Where, string[]][] {
  return (['body', 'query', 'params'] as const).flatMap((where) =>
    leaves(fields[where]).map((path) => [where, path] as [Where, string[]]),
  );
}

/** How many fields a full request of the operation has. */
const fieldCount = (operation: Operation) => spotsOf(baseOf(operation, true)).length;

/**
 * One request of the operation with `mutation` applied; `forced` puts the given value into the
 * field of that number, with the shop's header and a known shopper, so every hostile value
 * reaches every field at least once.
 */
function build(
  operation: Operation,
  mutation: Mutation,
  identities: Identity[],
  forced?: { field: number; value: unknown; who: Identity; encoding?: string },
): Built {
  const base = baseOf(operation, forced !== undefined);
  const { params, query } = base;
  let body = base.body;
  let contentType = forced?.encoding ?? operation.bodyTypes[0];
  let rawBody: string | Buffer | undefined;
  let method = operation.method;
  let paramLength: number | undefined;
  let brokenJsonSent = false;

  addressCounter += 1;
  const headers: Record<string, string> = {
    'x-forwarded-for': `198.18.${(addressCounter >> 8) & 255}.${addressCounter & 255}`,
    'x-locale': rng.pick(['nl-NL', 'de-DE', 'fr-BE', 'en-GB']),
  };
  let shopSent = !operation.shopless || (!forced && rng.chance(0.3));
  if (shopSent) {
    headers['x-shop-id'] = forced || rng.chance(0.85) ? 'EF' : rng.pick(['DBC', 'ENC', 'FIB']);
  }
  const who = forced?.who ?? rng.pick(identities);
  if (who.token) headers.authorization = `Bearer ${who.token}`;
  if (who.cartToken) headers['x-cart-token'] = who.cartToken;

  const fields = { body, query, params };
  const place = (): [Where, string[]] | undefined => {
    const spots = spotsOf(fields);
    if (spots.length === 0) return undefined;
    return forced ? spots[forced.field % spots.length] : rng.pick(spots);
  };

  switch (mutation) {
    case 'hostileString':
    case 'hostileValue':
    case 'missingField': {
      const spot = place();
      if (!spot) break;
      const [where, path] = spot;
      const value =
        forced?.value ??
        (mutation === 'hostileString' ? rng.pick(hostileStrings) : rng.pick(hostileValues));
      if (where === 'body') {
        if (path.length === 0 || !body || typeof body !== 'object') break;
        setAt(body as Record<string, unknown>, path, value, mutation === 'missingField');
      } else {
        setAt(fields[where], path, textOf(value), mutation === 'missingField');
      }
      break;
    }
    case 'extraField': {
      const key = rng.pick(['__proto__', 'constructor', 'extra', 'a\u0000b', 'x'.repeat(300)]);
      if (body && typeof body === 'object' && !Array.isArray(body)) {
        (body as Record<string, unknown>)[key] = rng.pick([...hostileValues, ...hostileStrings]);
      }
      query[key] = rng.pick(hostileStrings);
      break;
    }
    case 'wholeBody':
      contentType = 'application/json';
      if (rng.chance(0.3)) rawBody = rng.pick(oddJson);
      else body = rng.pick([...hostileValues, ...hostileStrings]);
      break;
    case 'brokenJson':
      rawBody = rng.pick(brokenJson);
      contentType = 'application/json';
      brokenJsonSent = true;
      break;
    case 'otherEncoding':
      contentType = rng.pick([
        'application/x-www-form-urlencoded',
        'multipart/form-data',
        'multipart/form-data; boundary=',
        `multipart/form-data; boundary=${'b'.repeat(300)}`,
        'text/plain',
        'application/xml',
        'application/json; charset=utf-16',
        'image/jpeg',
      ]);
      break;
    case 'headers':
      shopSent = false;
      if (rng.chance(0.5)) headers['x-shop-id'] = rng.pick(['ZZ', 'ef', ' EF ', 'E'.repeat(300)]);
      else delete headers['x-shop-id'];
      headers['x-locale'] = rng.pick(['xx-XX', '', 'nl-NL'.repeat(50)]);
      headers.authorization = rng.pick(['Bearer ', `Bearer ${'x'.repeat(60)}`, 'Basic YTpi']);
      headers['x-cart-token'] = rng.pick(['', 'x'.repeat(500), '%00']);
      break;
    case 'pathParameter': {
      const names = Object.keys(params);
      if (names.length === 0) break;
      const name = rng.pick(names);
      const raw = rng.pick([
        'a'.repeat(140),
        'a'.repeat(rng.int(201, 2_000)),
        '%00',
        '%ZZ',
        '%E0%A4%A',
        '..',
        '%2F%2E%2E',
        encode('\u{1F600}\ud800'),
      ]);
      if (/^a+$/.test(raw)) paramLength = raw.length;
      params[name] = { raw };
      break;
    }
    case 'otherMethod': {
      const others = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'].filter(
        (m) => !operation.pathMethods.includes(m),
      );
      if (others.length > 0) method = rng.pick(others);
      break;
    }
    default:
      break;
  }

  const url =
    operation.path.replace(/\{([^}]+)\}/g, (_, name: string) => {
      const value = params[name];
      if (value && typeof value === 'object' && 'raw' in value) return String(value.raw);
      return encode(textOf(value) ?? '');
    }) +
    (Object.keys(query).length > 0
      ? `?${Object.entries(query)
          .map(([k, v]) => `${encode(k)}=${encode(textOf(v) ?? '')}`)
          .join('&')}`
      : '');

  if (rawBody === undefined && body !== undefined && contentType) {
    const flat =
      body && typeof body === 'object' && !Array.isArray(body)
        ? (body as Record<string, unknown>)
        : { value: body };
    if (contentType === 'application/x-www-form-urlencoded') rawBody = formBody(flat);
    else if (contentType === 'multipart/form-data') {
      const form = multipartBody(
        flat,
        !forced && rng.chance(0.3) ? Buffer.from('not a photo') : undefined,
      );
      rawBody = form.body;
      contentType = form.contentType;
    } else if (contentType.startsWith('application/json')) rawBody = JSON.stringify(body);
    else rawBody = textOf(body);
  }
  if (rawBody === undefined && operation.key === 'POST /Uploads') {
    const form = multipartBody({}, rng.pick(photos));
    rawBody = form.body;
    contentType = form.contentType;
  }
  if (rawBody !== undefined && contentType) headers['content-type'] = contentType;

  const options: InjectOptions = {
    method: method as InjectOptions['method'],
    url,
    headers,
  };
  if (rawBody !== undefined) options.payload = rawBody;
  return { options, mutation, shopSent, paramLength, brokenJsonSent };
}

describe('the API under requests made from its OpenAPI document', () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let operations: Operation[];
  const identities: Identity[] = [{}];
  let customer: Identity;
  const failures: string[] = [];
  let sent = 0;

  beforeAll(async () => {
    // Configured, so its routes answer; its Microsoft addresses lead nowhere, and no request
    // can carry a sign-in state the API issued, so none is ever called.
    ctx = await createTestApp({
      options: {
        erp: {
          enabled: true,
          clientId: 'fuzz-client',
          clientSecret: 'fuzz-secret',
          tenant: 'fuzz.onmicrosoft.com',
          environment: 'sandbox',
          companyId: '9a8b7c6d-0000-4000-8000-123456789abc',
          redirectUri: 'http://127.0.0.1:9/BusinessCentral/callback',
          adminKey: 'fuzz-admin-key-0123456789abcdef',
          customerNumber: 'C0001',
          loginUrl: 'http://127.0.0.1:9',
          apiUrl: 'http://127.0.0.1:9',
        },
      },
    });
    const doc = (await ctx.app.inject({ method: 'GET', url: '/openapi.json' })).json();
    operations = [];
    for (const [path, item] of Object.entries<Record<string, Record<string, unknown>>>(doc.paths)) {
      const pathMethods = Object.keys(item).map((m) => m.toUpperCase());
      for (const [method, op] of Object.entries(item)) {
        const key = `${method.toUpperCase()} ${path}`;
        if (skipped.has(key)) continue;
        const content = (op.requestBody as { content?: Record<string, { schema: Schema }> })
          ?.content;
        const bodyTypes = Object.keys(content ?? {});
        operations.push({
          key,
          method: method.toUpperCase(),
          path,
          parameters: (op.parameters as Parameter[] | undefined) ?? [],
          bodyTypes,
          bodySchema: bodyTypes[0] ? content?.[bodyTypes[0]]?.schema : undefined,
          shopless: Array.isArray(op.security) && op.security.length === 0,
          pathMethods,
          pattern: new RegExp(`^${path.replace(/\{[^}]+\}/g, '[^/]+')}$`),
        });
      }
    }
    const list = await ctx.app.inject({
      method: 'GET',
      url: '/Products?pageSize=100',
      headers: { 'x-shop-id': 'EF' },
    });
    harvest(list.json());
    // A customer with a line in the cart, so hostile text reaches checkout and account writes.
    const { token } = await registerCustomer(ctx.app);
    customer = { token };
    identities.push(customer);
    const product = await standardProduct(ctx.app);
    expect((await addToCart(ctx.app, shopper(customer), product.id)).status).toBe(201);
    photos.push(
      await sharp({ create: { width: 60, height: 40, channels: 3, background: '#777' } })
        .png()
        .toBuffer(),
    );
  });
  afterAll(() => ctx.close());

  async function send(options: InjectOptions, label: string): Promise<LightMyRequestResponse> {
    sent += 1;
    const res = await ctx.app.inject(options);
    const problem = problemOf(res);
    if (problem) failures.push(`${label}: ${problem}`);
    if (String(res.headers['content-type']).includes('application/json') && res.statusCode < 300) {
      const json = res.json();
      harvest(json);
      if (typeof json?.cartToken === 'string' && identities.length < 4) {
        identities.push({ cartToken: json.cartToken });
      }
    }
    return res;
  }

  function problemOf(res: LightMyRequestResponse): string | undefined {
    if (res.statusCode >= 500) return `${res.statusCode} ${res.body.slice(0, 300)}`;
    if (res.statusCode < 400) return undefined;
    if (!String(res.headers['content-type']).includes('application/json')) {
      return `${res.statusCode} is not JSON: ${res.body.slice(0, 200)}`;
    }
    let body: unknown;
    try {
      body = res.json();
    } catch {
      return `${res.statusCode} body is no JSON: ${res.body.slice(0, 200)}`;
    }
    if (!apiErrorSchema.safeParse(body).success) {
      return `${res.statusCode} outside the envelope: ${res.body.slice(0, 200)}`;
    }
    return undefined;
  }

  /** What Fastify's own answers must say, beyond "4xx in the envelope". */
  function expectation(operation: Operation, built: Built, res: LightMyRequestResponse) {
    const code =
      res.statusCode >= 400 ? (res.json() as { error: { code: string } }).error.code : '';
    const shopKnown = built.shopSent || operation.shopless;
    const path = String(built.options.url).split('?')[0] ?? '';
    const otherRoute = operations.some(
      (other) => other.method === built.options.method && other.pattern.test(path),
    );
    if (built.options.method !== operation.method && shopKnown && !otherRoute) {
      const allow = String(res.headers.allow ?? '').split(', ');
      if (res.statusCode !== 405 || !operation.pathMethods.every((m) => allow.includes(m))) {
        return `another method: ${res.statusCode} ${code}, Allow ${res.headers.allow}`;
      }
    }
    if (built.paramLength !== undefined && built.paramLength > 200 && res.statusCode !== 414) {
      return `a ${built.paramLength}-character parameter: ${res.statusCode}`;
    }
    if (built.paramLength !== undefined && built.paramLength <= 140 && res.statusCode === 414) {
      return 'a 140-character parameter: 414';
    }
    const takesJson = operation.bodyTypes.some((t) => t.startsWith('application/json'));
    if (
      built.brokenJsonSent &&
      takesJson &&
      shopKnown &&
      built.options.method === operation.method
    ) {
      if (!['PARSE_ERROR', 'TOO_MANY_REQUESTS', 'FEATURE_DISABLED'].includes(code)) {
        return `broken JSON: ${res.statusCode} ${code}`;
      }
    }
    return undefined;
  }

  it('answers every hostile text in every field without a 5xx, errors in the envelope', async () => {
    for (const operation of operations) {
      const fields = fieldCount(operation);
      for (let field = 0; field < fields; field++) {
        for (const [n, value] of hostileStrings.entries()) {
          const encoding = operation.bodyTypes[n % Math.max(1, operation.bodyTypes.length)];
          const forced = { field, value, who: customer, encoding };
          const built = build(operation, 'hostileString', identities, forced);
          const label = `${operation.key} [field ${field}] ${built.options.method} ${String(built.options.url).slice(0, 160)}`;
          const res = await send(built.options, label);
          if (res.statusCode < 500) {
            const wrong = expectation(operation, built, res);
            if (wrong) failures.push(`${label}: ${wrong}`);
          }
        }
      }
    }
    expect(failures.slice(0, 25)).toEqual([]);
  }, 240_000);

  it('answers every request made from the document without a 5xx, errors in the envelope', async () => {
    for (let round = 0; round < rounds; round++) {
      for (const operation of operations) {
        for (let n = 0; n < requestsPerOperation; n++) {
          const mutation = mutations[(n + round) % mutations.length] as Mutation;
          const built = build(operation, mutation, identities);
          const label = `${operation.key} [${mutation}] ${built.options.method} ${String(built.options.url).slice(0, 160)}`;
          const res = await send(built.options, label);
          if (res.statusCode < 500) {
            const wrong = expectation(operation, built, res);
            if (wrong) failures.push(`${label}: ${wrong}`);
          }
        }
      }
    }
    expect(sent).toBeGreaterThan(4_000);
    expect(failures.slice(0, 25)).toEqual([]);
  }, 240_000);

  it('fills a cart with the largest configurations and pays it without a 5xx', async () => {
    failures.length = 0;
    const shop = { 'x-shop-id': 'ENC', 'x-locale': 'nl-NL' };
    const list = await send(
      { method: 'GET', url: '/Products?pageSize=100', headers: shop },
      'products',
    );
    const panels = list.json().items.filter((p: { kind: string }) => p.kind === 'panel');
    let cartToken: string | undefined;
    const headers = () => ({ ...shop, ...(cartToken ? { 'x-cart-token': cartToken } : {}) });
    for (const panel of panels) {
      const rules = (
        await send(
          { method: 'GET', url: `/Products/configuration/${panel.id}`, headers: shop },
          'rules',
        )
      ).json();
      // The extremes the schema and the rules allow: lines of hundreds of thousands of euros,
      // together more than a 32-bit amount column holds.
      for (let step = 0; step < 6; step++) {
        const res = await send(
          {
            method: 'POST',
            url: '/orders/lines',
            headers: headers(),
            payload: {
              productId: panel.id,
              selection: {
                widthMm: rules.width.max - rules.width.step * step,
                heightMm: rules.height?.max ?? rules.width.max,
                thicknessMm: rules.thicknesses.at(-1).mm,
                colour: rules.colours[0].code,
                quantity: 999,
              },
            },
          },
          'large line',
        );
        cartToken ??= res.json().cartToken;
      }
    }
    const steps: [string, unknown][] = [
      ['/Orders/details', details()],
      ['/Orders/shipping', { deliveryType: 'DeliverAndAssemble' }],
      ['/Orders/complete', undefined],
    ];
    let orderId: string | undefined;
    for (const [url, payload] of steps) {
      const res = await send(
        {
          method: 'POST',
          url,
          headers: headers(),
          ...(payload ? { payload } : {}),
        } as InjectOptions,
        url,
      );
      orderId = res.json().orderId ?? orderId;
    }
    await send(
      {
        method: 'POST',
        url: '/orders/payment/initiate',
        headers: headers(),
        payload: { orderId, method: 'banktransfer' },
      },
      'initiate',
    );
    expect(failures).toEqual([]);
  }, 60_000);
});
