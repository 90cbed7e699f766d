import { describe, expect, it, vi } from 'vitest';
import { loadConfig, loadConfigOrExit } from './config';
import { ConfigError } from './lib/env';

const demo = {
  NODE_ENV: 'production',
  EXPOSE_OUTBOX: 'true',
  PAYMENT_PROVIDER: 'builtin',
  ALLOW_TEST_PAYMENTS: 'true',
};

describe('configuration guards of a demo reachable from the network', () => {
  it('keeps the outbox page and test payments of the local demo on loopback', () => {
    const config = loadConfig(demo);
    expect(config.exposeOutbox).toBe(true);
    expect(config.payment.provider).toBe('builtin');
    expect(config.warnings).toEqual([]);
  });

  it('refuses test payments when the API listens on a network address', () => {
    expect(() => loadConfig({ ...demo, API_HOST: '0.0.0.0' })).toThrow(/listens on 0\.0\.0\.0/);
  });

  it('refuses test payments when the API is published under a public URL', () => {
    expect(() => loadConfig({ ...demo, API_PUBLIC_URL: 'https://api.example.com' })).toThrow(
      /published as https:\/\/api\.example\.com/,
    );
  });

  it('switches the outbox page off, with a warning, when the API can be reached from outside', () => {
    const config = loadConfig({
      ...demo,
      API_HOST: '0.0.0.0',
      PAYMENT_PROVIDER: 'mollie',
      MOLLIE_API_KEY: 'live_x',
    });
    expect(config.exposeOutbox).toBe(false);
    expect(config.warnings.join()).toMatch(/outbox page is switched off/);
  });

  it('reads TRUST_PROXY as a hop count or as trusted addresses', () => {
    const twoHops = loadConfig({ TRUST_PROXY: '2' }).trustProxy;
    if (typeof twoHops !== 'function') throw new Error('a hop count is a function of the hop');
    expect([0, 1, 2].map((hop) => twoHops('10.0.0.1', hop))).toEqual([true, true, false]);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8' }).trustProxy).toBe('10.0.0.0/8');
    expect(loadConfig({}).trustProxy).toBe('loopback');
  });
});

describe('environment checks', () => {
  const problemOf = (env: NodeJS.ProcessEnv) => {
    try {
      loadConfig(env);
    } catch (error) {
      if (error instanceof ConfigError) return error.message;
      throw error;
    }
    throw new Error('the configuration was accepted');
  };

  it.each([
    ['API_PORT', 'abc', /API_PORT must be a port number from 1 to 65535, not "abc"/],
    ['API_PORT', '70000', /API_PORT must be a port number/],
    ['LOG_LEVEL', 'loud', /LOG_LEVEL must be fatal, error, warn, info, debug, trace or silent/],
    ['DATABASE_URL', 'mysql://shop@db/shop', /DATABASE_URL must be a postgres:\/\/ or postgresql/],
    ['PAYMENT_RECONCILE_MS', '-1', /PAYMENT_RECONCILE_MS must be a whole number of milliseconds/],
    ['HOUSEKEEPING_MS', '1h', /HOUSEKEEPING_MS must be a whole number of milliseconds/],
    ['SEED_ON_START', 'no', /SEED_ON_START must be true or false, not "no"/],
    ['PAYMENT_PROVIDER', 'molie', /PAYMENT_PROVIDER must be builtin or mollie/],
    ['S3_ENDPOINT', 'minio:9000', /S3_ENDPOINT must be a https:\/\/ or http:\/\/ URL/],
  ])('names %s=%s and what it must be', (name, value, message) => {
    expect(problemOf({ [name]: value })).toMatch(message);
  });

  it('names every bad value in one message', () => {
    const message = problemOf({ API_PORT: 'abc', LOG_LEVEL: 'loud', VIES_TIMEOUT_MS: '0' });
    const named = message
      .split('\n')
      .slice(1)
      .map((line) => line.trim().split(' ')[0]);
    expect(named.sort()).toEqual(['API_PORT', 'LOG_LEVEL', 'VIES_TIMEOUT_MS']);
  });

  it('does not repeat a URL, which may carry a password', () => {
    expect(problemOf({ DATABASE_URL: 'mysql://shop:s3cret@db/shop' })).not.toContain('s3cret');
  });

  it('reads blank values as unset and fills in the defaults', () => {
    const config = loadConfig({ API_PORT: '', LOG_LEVEL: ' ', DATABASE_URL: '' });
    expect(config).toMatchObject({
      host: '127.0.0.1',
      port: 4000,
      databaseUrl: undefined,
      logLevel: 'info',
      seedOnStart: true,
      paymentReconcileMs: 30_000,
      housekeepingMs: 3_600_000,
      databasePoolSize: 10,
    });
  });

  it('reads the intervals and switches server.ts uses', () => {
    const config = loadConfig({
      API_PORT: '4400',
      SEED_ON_START: 'false',
      PAYMENT_RECONCILE_MS: '5000',
      HOUSEKEEPING_MS: '60000',
      DATABASE_URL: 'postgres://shop@127.0.0.1:5432/shop',
      DATABASE_POOL_SIZE: '4',
    });
    expect(config).toMatchObject({
      port: 4400,
      seedOnStart: false,
      paymentReconcileMs: 5000,
      housekeepingMs: 60_000,
      databaseUrl: 'postgres://shop@127.0.0.1:5432/shop',
      databasePoolSize: 4,
    });
  });

  it('ends the process with the message alone and exit code 1', () => {
    const exit = vi.spyOn(process, 'exit').mockImplementation((code) => {
      throw new Error(`exit ${code}`);
    });
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      expect(() => loadConfigOrExit({ API_PORT: 'abc' })).toThrow('exit 1');
      expect(log.mock.calls).toEqual([
        [
          'The API cannot start. The environment has bad values:\n  API_PORT must be a port number from 1 to 65535, not "abc"',
        ],
      ]);
    } finally {
      exit.mockRestore();
      log.mockRestore();
    }
  });
});
