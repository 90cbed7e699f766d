import { describe, expect, it } from 'vitest';
import easyFelt from './data/easy-felt.json';
import { catalogueSeedSchema } from './schema';

/** A fresh copy to break one thing in. */
const copy = () => structuredClone(easyFelt) as { categories: unknown[]; products: any[] };

describe('demo catalogue files', () => {
  it('are read whole: every file passes its schema', () => {
    expect(catalogueSeedSchema.safeParse(easyFelt).success).toBe(true);
  });

  it('refuse a rule set the contract refuses, naming where', () => {
    const data = copy();
    const index = data.products.findIndex((product) => product.kind === 'panel');
    data.products[index].rules.width.min = -10;
    const result = catalogueSeedSchema.safeParse(data);
    expect(result.error?.issues[0]?.path).toEqual(['products', index, 'rules', 'width', 'min']);
  });

  it('refuse a product in a category the file does not define, or a sku used twice', () => {
    const data = copy();
    data.products[0].categories = ['nowhere'];
    data.products[1].sku = data.products[0].sku;
    const messages = catalogueSeedSchema.safeParse(data).error?.issues.map((i) => i.message);
    expect(messages).toEqual(['names no category of this catalogue: nowhere', 'is used twice']);
  });

  it('refuse a text missing in a language', () => {
    const data = copy();
    delete data.products[0].text.de;
    expect(catalogueSeedSchema.safeParse(data).success).toBe(false);
  });
});
