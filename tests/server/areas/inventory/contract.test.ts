import { expect, it } from 'vitest';
import {
  type Api,
  gql,
  rest,
  runContract,
  type Step,
  type Vars,
  withoutNulls,
} from '../../../support/contract';

const BASE = '/api/apps/ecommerce/inventory';
const FIELDS =
  'id category name description tags sku barcode brand vendor stock reserved cost basePrice taxPercent price weight thumbnail images active';
const PAGE = `query($input: ProductsInput) { products(input: $input) { products { ${FIELDS} } pagination { length size page lastPage startIndex endIndex } } }`;

type Page = { products: unknown; pagination: object };
const restPage = async (api: Api, query: string) => rest(api.get(`${BASE}/products?${query}`));
const gqlPage = async (api: Api, input: object) => {
  const data = (await gql(api, PAGE, { input })) as { products: Page };
  const page = data.products;
  return { products: page.products, pagination: withoutNulls(page.pagination) };
};
const field = (data: unknown, name: string) => (data as Record<string, unknown>)[name] ?? data;

const steps: Step[] = [
  {
    name: 'first page',
    rest: (api) => restPage(api, ''),
    graphql: (api) => gqlPage(api, {}),
  },
  {
    name: 'create product',
    rest: async (api, vars: Vars) => {
      const product = (await rest(api.post(`${BASE}/product`))) as { id: string };
      vars.product = product.id;
      return product;
    },
    graphql: async (api, vars) => {
      const product = field(
        await gql(api, `mutation { createProduct { ${FIELDS} } }`),
        'createProduct',
      ) as { id: string };
      vars.product = product.id;
      return product;
    },
  },
  {
    name: 'create tag',
    rest: async (api, vars) => {
      const tag = (await rest(api.post(`${BASE}/tag`, { tag: { title: 'Feria' } }))) as {
        id: string;
      };
      vars.tag = tag.id;
      return tag;
    },
    graphql: async (api, vars) => {
      const data = await gql(
        api,
        'mutation { createInventoryTag(input: { title: "Feria" }) { id title } }',
      );
      const tag = field(data, 'createInventoryTag') as { id: string };
      vars.tag = tag.id;
      return tag;
    },
  },
  {
    name: 'update product',
    rest: (api, vars) =>
      rest(
        api.patch(`${BASE}/product`, {
          id: vars.product,
          product: { name: 'Zampoña de caña', price: 35, tags: [vars.tag], active: true },
        }),
      ),
    graphql: async (api, vars) =>
      field(
        await gql(
          api,
          `mutation($id: ID!, $tags: [ID!]) { updateProduct(id: $id, input: { name: "Zampoña de caña", price: 35, tags: $tags, active: true }) { ${FIELDS} } }`,
          { id: vars.product, tags: [vars.tag] },
        ),
        'updateProduct',
      ),
  },
  {
    name: 'refused update',
    rest: (api, vars) =>
      rest(api.patch(`${BASE}/product`, { id: vars.product, product: { stock: -1 } })),
    graphql: (api, vars) =>
      gql(api, 'mutation($id: ID!) { updateProduct(id: $id, input: { stock: -1 }) { id } }', {
        id: vars.product,
      }),
  },
  {
    name: 'sorted by price, page 2',
    rest: (api) => restPage(api, 'sort=price&order=desc&page=2&size=8'),
    graphql: (api) => gqlPage(api, { sort: 'price', order: 'DESC', page: 2, size: 8 }),
  },
  {
    name: 'search',
    rest: (api) => restPage(api, 'search=ZAMPOÑA'),
    graphql: (api) => gqlPage(api, { search: 'ZAMPOÑA' }),
  },
  {
    name: 'delete tag',
    rest: (api, vars) => rest(api.delete(`${BASE}/tag?id=${vars.tag}`)),
    graphql: async (api, vars) =>
      field(
        await gql(api, 'mutation($id: ID!) { deleteInventoryTag(id: $id) }', { id: vars.tag }),
        'deleteInventoryTag',
      ),
  },
  {
    name: 'product after the tag went',
    rest: (api, vars) => rest(api.get(`${BASE}/product?id=${vars.product}`)),
    graphql: async (api, vars) =>
      field(
        await gql(api, `query($id: ID!) { product(id: $id) { ${FIELDS} } }`, { id: vars.product }),
        'product',
      ),
  },
  {
    name: 'delete product',
    rest: (api, vars) => rest(api.delete(`${BASE}/product?id=${vars.product}`)),
    graphql: async (api, vars) =>
      field(
        await gql(api, 'mutation($id: ID!) { deleteProduct(id: $id) }', { id: vars.product }),
        'deleteProduct',
      ),
  },
  {
    name: 'deleted product',
    rest: (api, vars) => rest(api.get(`${BASE}/product?id=${vars.product}`)),
    graphql: (api, vars) =>
      gql(api, 'query($id: ID!) { product(id: $id) { id } }', { id: vars.product }),
  },
  {
    name: 'past the last page',
    rest: (api) => restPage(api, 'page=50'),
    graphql: (api) => gqlPage(api, { page: 50 }),
  },
];

it('answers the same scenario identically through REST and GraphQL', async () => {
  const { rest: viaRest, graphql: viaGraphql } = await runContract(steps);
  expect(viaGraphql).toEqual(viaRest);
  // The scenario did what it says, so the comparison is not between two failures.
  expect(viaRest).toMatchObject({
    'update product': { name: 'Zampoña de caña', tags: ['$tag'] },
    'refused update': { error: ['BAD_REQUEST'] },
    search: { products: [{ id: '$product' }] },
    'product after the tag went': { tags: [] },
    'deleted product': { error: ['NOT_FOUND'] },
    'past the last page': { products: null, pagination: { lastPage: 8 } },
  });
});
