import { beforeEach, describe, expect, it } from 'vitest';
import { seedInventory } from '../../../../server/areas/inventory/seed';
import { collator } from '../../../../server/template/sorting';
import { createTestApp, type TestApp } from '../../../support/app';
import { signInAs, withToken } from '../../../support/auth';

const PRODUCT_FIELDS = 'id name price tags active category images';
const PAGE = `query Page($input: ProductsInput) {
  products(input: $input) {
    products { ${PRODUCT_FIELDS} }
    pagination { length size page lastPage startIndex endIndex }
  }
}`;

let app: TestApp;
let api: ReturnType<typeof withToken>;
beforeEach(async () => {
  app = await createTestApp();
  api = withToken(app, (await signInAs(app, 'DIRCETUR')).accessToken);
});

const codes = (body: { errors?: { extensions: { code: string } }[] }) =>
  (body.errors ?? []).map((error) => error.extensions.code);

describe('products', () => {
  it('answers page 1 of 10 sorted by name without input', async () => {
    const { body } = await api.graphql(PAGE);
    const seed = seedInventory().inventoryProducts;
    const names = seed.map((p) => p.name).sort(collator.compare);
    expect(body.data.products.products.map((p: { name: string }) => p.name)).toEqual(
      names.slice(0, 10),
    );
    expect(body.data.products.pagination).toEqual({
      length: seed.length,
      size: 10,
      page: 1,
      lastPage: Math.ceil(seed.length / 10),
      startIndex: 0,
      endIndex: 9,
    });
  });

  it('sorts by a number descending, searches, and pages', async () => {
    const { body } = await api.graphql(PAGE, {
      input: { sort: 'price', order: 'DESC', size: 5, page: 2, search: 'de' },
    });
    const prices = body.data.products.products.map((p: { price: number }) => p.price);
    expect(prices).toHaveLength(5);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
    expect(body.data.products.pagination).toMatchObject({ page: 2, startIndex: 5, endIndex: 9 });
  });

  it('answers null products and only lastPage past the last page', async () => {
    const { body } = await api.graphql(PAGE, { input: { page: 99 } });
    expect(body.data.products).toEqual({
      products: null,
      pagination: {
        length: null,
        size: null,
        page: null,
        lastPage: Math.ceil(seedInventory().inventoryProducts.length / 10),
        startIndex: null,
        endIndex: null,
      },
    });
  });

  it.each([{ page: 0 }, { size: 101 }, { size: -1 }])(
    'refuses %j with BAD_REQUEST',
    async (input) => {
      const { body } = await api.graphql(PAGE, { input });
      expect(codes(body)).toEqual(['BAD_REQUEST']);
    },
  );
});

describe('product mutations', () => {
  it('creates "A New Product" inactive at the top, updates and deletes it', async () => {
    const created = await api.graphql(`mutation { createProduct { ${PRODUCT_FIELDS} } }`);
    const product = created.body.data.createProduct;
    expect(product).toMatchObject({ name: 'A New Product', active: false, price: null });
    expect(await app.store.inventoryProducts.get(product.id)).toMatchObject(product);

    const updated = await api.graphql(
      `mutation($id: ID!, $input: UpdateProductInput!) { updateProduct(id: $id, input: $input) { ${PRODUCT_FIELDS} } }`,
      { id: product.id, input: { name: 'Poncho nuevo', price: 99.9, active: true } },
    );
    expect(updated.body.data.updateProduct).toEqual({
      ...product,
      name: 'Poncho nuevo',
      price: 99.9,
      active: true,
    });
    const one = await api.graphql(`query($id: ID!) { product(id: $id) { ${PRODUCT_FIELDS} } }`, {
      id: product.id,
    });
    expect(one.body.data.product).toEqual(updated.body.data.updateProduct);

    const removed = await api.graphql('mutation($id: ID!) { deleteProduct(id: $id) }', {
      id: product.id,
    });
    expect(removed.body.data.deleteProduct).toBe(true);
    const gone = await api.graphql('query($id: ID!) { product(id: $id) { id } }', {
      id: product.id,
    });
    expect(codes(gone.body)).toEqual(['NOT_FOUND']);
  });

  it('refuses wrong input with BAD_REQUEST and an unknown id with NOT_FOUND, changing nothing', async () => {
    const before = await app.store.inventoryProducts.list();
    const [first] = before;
    const update =
      'mutation($id: ID!, $input: UpdateProductInput!) { updateProduct(id: $id, input: $input) { id } }';
    for (const input of [{ name: '' }, { stock: -3 }, { tags: ['nope'] }, { brand: 'nope' }]) {
      const { body } = await api.graphql(update, { id: first?.id, input });
      expect(codes(body), JSON.stringify(input)).toEqual(['BAD_REQUEST']);
    }
    const wrongType = await api.graphql(update, { id: first?.id, input: { stock: 'many' } });
    expect(wrongType.status).toBe(400);
    const unknown = await api.graphql(update, { id: 'nope', input: { name: 'x' } });
    expect(codes(unknown.body)).toEqual(['NOT_FOUND']);
    expect(await app.store.inventoryProducts.list()).toEqual(before);
  });
});

describe('inventory lists and tags', () => {
  it('serves categories, brands and vendors', async () => {
    const { body } = await api.graphql(
      '{ inventoryCategories { id parentId name slug } inventoryBrands { id name slug } inventoryVendors { id name slug } }',
    );
    const seed = seedInventory();
    expect(body.data).toEqual({
      inventoryCategories: seed.inventoryCategories,
      inventoryBrands: seed.inventoryBrands,
      inventoryVendors: seed.inventoryVendors,
    });
  });

  it('creates, renames and deletes a tag, which leaves every product', async () => {
    const created = await api.graphql(
      'mutation { createInventoryTag(input: { title: "Andino" }) { id title } }',
    );
    const tag = created.body.data.createInventoryTag;
    const [first] = await app.store.inventoryProducts.list();
    await api.graphql(
      'mutation($id: ID!, $tags: [ID!]) { updateProduct(id: $id, input: { tags: $tags }) { id } }',
      { id: first?.id, tags: [tag.id] },
    );
    const renamed = await api.graphql(
      'mutation($id: ID!) { updateInventoryTag(id: $id, input: { title: "Inca" }) { id title } }',
      { id: tag.id },
    );
    expect(renamed.body.data.updateInventoryTag).toEqual({ id: tag.id, title: 'Inca' });
    const tags = await api.graphql('{ inventoryTags { id title } }');
    expect(tags.body.data.inventoryTags[0]).toEqual({ id: tag.id, title: 'Inca' });
    const removed = await api.graphql('mutation($id: ID!) { deleteInventoryTag(id: $id) }', {
      id: tag.id,
    });
    expect(removed.body.data.deleteInventoryTag).toBe(true);
    expect((await app.store.inventoryProducts.get(first?.id as string))?.tags).toEqual([]);
    const again = await api.graphql('mutation($id: ID!) { deleteInventoryTag(id: $id) }', {
      id: tag.id,
    });
    expect(codes(again.body)).toEqual(['NOT_FOUND']);
  });

  it('refuses an empty tag title', async () => {
    const { body } = await api.graphql(
      'mutation { createInventoryTag(input: { title: "  " }) { id } }',
    );
    expect(codes(body)).toEqual(['BAD_REQUEST']);
  });
});
