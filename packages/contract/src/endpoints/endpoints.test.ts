import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { type Endpoint, endpointPath, successSchema } from '../endpoint';
import { endpoints } from './index';
import { apiTags } from './tags';

const all: Endpoint[] = Object.values(endpoints).flatMap((group) => Object.values(group));

describe('endpoint declarations', () => {
  it('name every operation once, in camelCase', () => {
    const ids = all.map((e) => e.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z][a-zA-Z]+$/);
  });

  it('declare every method and path once', () => {
    const routes = all.map((e) => `${e.method} ${e.path}`);
    expect(new Set(routes).size).toBe(routes.length);
  });

  it('declare a schema for exactly the parameters their path names', () => {
    for (const e of all) {
      const named = [...e.path.matchAll(/:(\w+)/g)].map((m) => m[1]).sort();
      const declared = e.params instanceof z.ZodObject ? Object.keys(e.params.shape).sort() : [];
      expect(declared, e.operationId).toEqual(named);
    }
  });

  it('file every endpoint under a declared tag, with a summary and a description', () => {
    const tags = new Set<string>(apiTags.map((t) => t.name));
    for (const e of all) {
      expect(
        e.tags.every((t) => tags.has(t)),
        e.operationId,
      ).toBe(true);
      expect(e.summary.length, e.operationId).toBeGreaterThan(10);
      expect(e.description.length, e.operationId).toBeGreaterThan(10);
    }
  });

  it('answer something on success', () => {
    for (const e of all) expect(successSchema(e).status, e.operationId).toBeLessThan(400);
  });

  it('fill path parameters as one encoded segment each', () => {
    expect(endpointPath(endpoints.catalogue.productBySlug, { id: 'nl-NL', second: 'a/b c' })).toBe(
      '/Products/nl-NL/a%2Fb%20c',
    );
    expect(() => endpointPath(endpoints.accounts.order, {})).toThrow(/id/);
    expect(() => endpointPath(endpoints.accounts.order, { id: '..' })).toThrow(RangeError);
  });
});
