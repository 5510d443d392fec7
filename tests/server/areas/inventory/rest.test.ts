import { beforeEach, describe, expect, it } from 'vitest';
import { seedInventory } from '../../../../server/areas/inventory/seed';
import { collator } from '../../../../server/template/sorting';
import { createTestApp, type TestApp } from '../../../support/app';
import { signInAs, withToken } from '../../../support/auth';

const BASE = '/api/apps/ecommerce/inventory';

let app: TestApp;
let api: ReturnType<typeof withToken>;
beforeEach(async () => {
  app = await createTestApp();
  api = withToken(app, (await signInAs(app, 'POLICIA')).accessToken);
});

type Product = { id: string; name: string; price: number | null; tags: string[]; active: boolean };
const allProducts = async (): Promise<Product[]> =>
  (await api.get(`${BASE}/products?size=100`)).body.products;

describe('the seeded inventory', () => {
  it('is the same on every seed and large enough to page through', () => {
    const seed = seedInventory();
    expect(seed).toEqual(seedInventory());
    expect(seed.inventoryProducts.length).toBeGreaterThanOrEqual(60);
    const products = seed.inventoryProducts;
    expect(new Set(products.map((p) => p.name)).size).toBe(products.length);
    for (const product of products) {
      expect(seed.inventoryCategories.map((c) => c.id)).toContain(product.category);
      for (const tag of product.tags) expect(seed.inventoryTags.map((t) => t.id)).toContain(tag);
      expect(product.barcode).toMatch(/^\d{13}$/);
    }
  });

  it('serves categories, brands, vendors and tags to any member of staff', async () => {
    const seed = seedInventory();
    expect((await api.get(`${BASE}/categories`)).body).toEqual(seed.inventoryCategories);
    expect((await api.get(`${BASE}/brands`)).body).toEqual(seed.inventoryBrands);
    expect((await api.get(`${BASE}/vendors`)).body).toEqual(seed.inventoryVendors);
    expect((await api.get(`${BASE}/tags`)).body).toEqual(seed.inventoryTags);
  });
});

describe('GET products', () => {
  it('answers page 1 of 10, sorted by name with the locale comparison', async () => {
    const response = await api.get(`${BASE}/products`);
    expect(response.status).toBe(200);
    const total = seedInventory().inventoryProducts.length;
    expect(response.body.pagination).toEqual({
      length: total,
      size: 10,
      page: 1,
      lastPage: Math.ceil(total / 10),
      startIndex: 0,
      endIndex: 9,
    });
    const names = seedInventory()
      .inventoryProducts.map((p) => p.name)
      .sort(collator.compare);
    expect(response.body.products.map((p: Product) => p.name)).toEqual(names.slice(0, 10));
  });

  it('sorts numbers numerically and descending on request', async () => {
    const response = await api.get(`${BASE}/products?sort=price&order=desc&size=100`);
    const prices = response.body.products.map((p: Product) => p.price);
    expect(prices).toEqual([...prices].sort((a: number, b: number) => b - a));
    expect(prices[0]).toBeGreaterThan(100);
  });

  it('searches names ignoring case', async () => {
    const response = await api.get(`${BASE}/products?search=ALPACA`);
    expect(response.body.products.length).toBeGreaterThan(0);
    for (const product of response.body.products) expect(product.name).toMatch(/alpaca/i);
    expect(response.body.pagination.length).toBe(
      seedInventory().inventoryProducts.filter((p) => /alpaca/i.test(p.name)).length,
    );
  });

  it('answers the last page partly filled and a page past it with lastPage only', async () => {
    const total = seedInventory().inventoryProducts.length;
    const lastPage = Math.ceil(total / 7);
    const last = await api.get(`${BASE}/products?size=7&page=${lastPage}`);
    expect(last.body.pagination).toMatchObject({
      page: lastPage,
      startIndex: (lastPage - 1) * 7,
      endIndex: total - 1,
    });
    expect(last.body.products).toHaveLength(total - (lastPage - 1) * 7);
    const beyond = await api.get(`${BASE}/products?size=7&page=${lastPage + 1}`);
    expect(beyond.status).toBe(200);
    expect(beyond.body).toEqual({ products: null, pagination: { lastPage } });
  });

  it('answers an empty search with one empty page', async () => {
    const response = await api.get(`${BASE}/products?search=zzzz`);
    expect(response.body).toEqual({
      products: [],
      pagination: { length: 0, size: 10, page: 1, lastPage: 1, startIndex: 0, endIndex: -1 },
    });
  });

  it.each([
    'page=0',
    'page=x',
    'page=1.5',
    'size=101',
    'size=0',
    'sort=secret',
    'order=up',
    'page=1&page=2',
  ])('refuses ?%s with 400', async (query) => {
    const response = await api.get(`${BASE}/products?${query}`);
    expect(response.status).toBe(400);
    expect(response.body.error).toBe('BAD_REQUEST');
  });
});

describe('one product', () => {
  it('is answered by id; an unknown id is 404 NOT FOUND and a missing one 400', async () => {
    const [first] = seedInventory().inventoryProducts;
    expect((await api.get(`${BASE}/product?id=${first?.id}`)).body).toEqual(first);
    const unknown = await api.get(`${BASE}/product?id=nothing`);
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toBe('NOT FOUND');
    expect((await api.get(`${BASE}/product`)).status).toBe(400);
  });

  it('POST creates "A New Product", inactive and empty, at the top', async () => {
    const created = await api.post(`${BASE}/product`);
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({
      name: 'A New Product',
      active: false,
      tags: [],
      images: [],
      price: null,
      category: null,
    });
    expect(await app.store.inventoryProducts.get(created.body.id)).toEqual(created.body);
    expect((await api.get(`${BASE}/products`)).body.products[0].id).toBe(created.body.id);
  });

  it('PATCH changes only the given fields, and the sorted pages follow', async () => {
    const before = (await allProducts())[5] as Product;
    const tag = seedInventory().inventoryTags[0]?.id;
    const response = await api.patch(`${BASE}/product`, {
      id: before.id,
      product: { name: 'Aaa primero', price: 12.5, tags: [tag, tag], active: true },
    });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      ...before,
      name: 'Aaa primero',
      price: 12.5,
      tags: [tag],
      active: true,
    });
    expect((await api.get(`${BASE}/products`)).body.products[0].id).toBe(before.id);
  });

  it.each([
    [{ name: 42 }, 'name'],
    [{ name: '' }, 'name'],
    [{ name: 'x'.repeat(201) }, 'name'],
    [{ price: -1 }, 'price'],
    [{ stock: 1.5 }, 'stock'],
    [{ taxPercent: 101 }, 'taxPercent'],
    [{ active: 'yes' }, 'active'],
    [{ tags: ['no-such-tag'] }, 'tags.0'],
    [{ category: 'no-such-category' }, 'category'],
    [{ thumbnail: 'javascript:alert(1)' }, 'thumbnail'],
    [{ id: 'other' }, 'product'],
    [{ colour: 'red' }, 'product'],
  ])('PATCH refuses %j with 400 naming %s, changing nothing', async (product, field) => {
    const [first] = await allProducts();
    const response = await api.patch(`${BASE}/product`, { id: first?.id, product });
    expect(response.status).toBe(400);
    expect(Object.keys(response.body.fields)).toContain(field);
    expect((await allProducts())[0]).toEqual(first);
  });

  it('PATCH of an unknown product is 404, without a body 400, oversize 413', async () => {
    const unknown = await api.patch(`${BASE}/product`, { id: 'nothing', product: { name: 'x' } });
    expect(unknown.status).toBe(404);
    expect((await api.patch(`${BASE}/product`, { id: 'nothing' })).status).toBe(400);
    const [first] = await allProducts();
    const huge = await api.patch(`${BASE}/product`, {
      id: first?.id,
      product: { description: 'x'.repeat(2_000_000) },
    });
    expect(huge.status).toBe(413);
    expect((await allProducts())[0]).toEqual(first);
  });

  it('DELETE removes a product and answers true; again is 404', async () => {
    const [first] = await allProducts();
    const removed = await api.delete(`${BASE}/product?id=${first?.id}`);
    expect(removed.body).toBe(true);
    expect((await api.get(`${BASE}/product?id=${first?.id}`)).status).toBe(404);
    expect((await api.delete(`${BASE}/product?id=${first?.id}`)).status).toBe(404);
    expect((await allProducts()).length).toBe(seedInventory().inventoryProducts.length - 1);
  });
});

describe('tags', () => {
  it('POST adds a tag at the top, PATCH renames it', async () => {
    const created = await api.post(`${BASE}/tag`, { tag: { title: 'Andino' } });
    expect(created.body).toEqual({ id: expect.any(String), title: 'Andino' });
    expect((await api.get(`${BASE}/tags`)).body[0]).toEqual(created.body);
    const renamed = await api.patch(`${BASE}/tag`, { id: created.body.id, tag: { title: 'Inca' } });
    expect(renamed.body).toEqual({ id: created.body.id, title: 'Inca' });
  });

  it('refuses a wrong tag and an unknown id', async () => {
    expect((await api.post(`${BASE}/tag`, { tag: { title: '' } })).status).toBe(400);
    expect((await api.post(`${BASE}/tag`, { tag: 'x' })).status).toBe(400);
    expect((await api.post(`${BASE}/tag`, {})).status).toBe(400);
    const unknown = await api.patch(`${BASE}/tag`, { id: 'none', tag: { title: 'x' } });
    expect(unknown.status).toBe(404);
    expect((await api.delete(`${BASE}/tag?id=none`)).status).toBe(404);
    expect((await api.get(`${BASE}/tags`)).body).toEqual(seedInventory().inventoryTags);
  });

  it('DELETE removes the tag from every product that carried it', async () => {
    const [tag] = seedInventory().inventoryTags;
    const carriers = (await allProducts()).filter((p) => p.tags.includes(tag?.id as string));
    expect(carriers.length).toBeGreaterThan(0);
    expect((await api.delete(`${BASE}/tag?id=${tag?.id}`)).body).toBe(true);
    for (const product of await allProducts()) expect(product.tags).not.toContain(tag?.id);
    expect((await api.get(`${BASE}/tags`)).body.map((t: { id: string }) => t.id)).not.toContain(
      tag?.id,
    );
  });
});

describe('unknown paths', () => {
  it('answer 404 NOT FOUND, signed in or not', async () => {
    for (const response of [
      await api.get(`${BASE}/nothing`),
      await api.post(`${BASE}/products`),
      await app.request.get('/api/apps/nothing'),
    ]) {
      expect(response.status).toBe(404);
      expect(response.body.error).toBe('NOT FOUND');
    }
  });
});
