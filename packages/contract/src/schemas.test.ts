import { describe, expect, it } from 'vitest';
import { healthResponseSchema } from './health';
import { localeHeader, shopHeadersSchema, shopIdHeader, shopIdSchema } from './shop';
import { shopInfoQuerySchema, shopInfoResponseSchema } from './site';

describe('shop selection', () => {
  it('names the headers the REST API reads', () => {
    expect([shopIdHeader, localeHeader]).toEqual(['x-shop-id', 'x-locale']);
  });

  it('accepts the five brand codes as shop id and nothing else', () => {
    for (const code of ['DBC', 'EDG', 'EF', 'ENC', 'FIB']) {
      expect(shopIdSchema.parse(code)).toBe(code);
    }
    expect(shopIdSchema.safeParse('easy-felt').success).toBe(false);
    expect(shopIdSchema.safeParse('ef').success).toBe(false);
  });

  it('requires the shop id header and takes an optional known locale', () => {
    expect(shopHeadersSchema.parse({ 'x-shop-id': 'EF', 'x-locale': 'de-AT' })).toEqual({
      'x-shop-id': 'EF',
      'x-locale': 'de-AT',
    });
    expect(shopHeadersSchema.safeParse({}).success).toBe(false);
    expect(shopHeadersSchema.safeParse({ 'x-shop-id': 'EF', 'x-locale': 'xx' }).success).toBe(
      false,
    );
  });
});

describe('GET /health', () => {
  it('describes the database engine and uptime', () => {
    const body = { status: 'ok', database: 'pglite', uptimeSeconds: 3.5 };
    expect(healthResponseSchema.parse(body)).toEqual(body);
    expect(healthResponseSchema.safeParse({ ...body, database: 'sqlite' }).success).toBe(false);
  });
});

describe('GET /shop', () => {
  it('takes an optional locale query', () => {
    expect(shopInfoQuerySchema.parse({})).toEqual({});
    expect(shopInfoQuerySchema.parse({ locale: 'fr-BE' })).toEqual({ locale: 'fr-BE' });
    expect(shopInfoQuerySchema.safeParse({ locale: 'fr' }).success).toBe(false);
  });

  it('answers the selected shop with its home copy and an ISO update time', () => {
    const body = {
      code: 'ENC',
      brandId: 'easy-noisecontrol',
      name: 'easy noise control',
      locale: 'nl-NL',
      home: { heroTitle: 'Rust', heroText: 'Akoestische panelen op maat' },
      updatedAt: new Date(0).toISOString(),
    };
    expect(shopInfoResponseSchema.parse(body)).toEqual(body);
    expect(shopInfoResponseSchema.safeParse({ ...body, updatedAt: 'yesterday' }).success).toBe(
      false,
    );
    expect(shopInfoResponseSchema.parse({ ...body, home: null }).home).toBeNull();
  });
});
