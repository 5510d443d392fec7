import { bodyField } from '../../http/body';
import { gql, type RouteGroup } from '../../http/route-table';
import { sendSerialized } from '../../http/serialized';
import { queryInput } from '../../template/query';
import { productsQuerySchema } from './input';
import {
  createProduct,
  createTag,
  deleteProduct,
  deleteTag,
  getProduct,
  listBrands,
  listCategories,
  listProducts,
  listTags,
  listVendors,
  updateProduct,
  updateTag,
} from './service';
import { toProductPage } from './view';

/** Where the REST adapter mounts these routes (under /api). */
export const INVENTORY_PATH = '/apps/ecommerce/inventory';

/**
 * The template's inventory paths, mounted at /api/apps/ecommerce/inventory: GET categories, brands,
 * tags, vendors; GET products?search&sort&order&page&size; GET product?id; POST product (no
 * body); PATCH product `{ id, product }`; DELETE product?id (answers true); POST tag `{ tag }`;
 * PATCH tag `{ id, tag }`; DELETE tag?id (answers true).
 */
export const inventoryRoutes: RouteGroup = {
  title: 'Inventory',
  demo: true,
  mount: INVENTORY_PATH,
  routes: [
    {
      method: 'GET',
      path: '/categories',
      summary: 'The product categories.',
      auth: ['inventory', 'read'],
      graphql: 'Query.inventoryCategories',
      shared: true,
      handler: async (req, res) => {
        res.json(await listCategories(req.ctx));
      },
    },
    {
      method: 'GET',
      path: '/brands',
      summary: 'The brands.',
      auth: ['inventory', 'read'],
      graphql: 'Query.inventoryBrands',
      shared: true,
      handler: async (req, res) => {
        res.json(await listBrands(req.ctx));
      },
    },
    {
      method: 'GET',
      path: '/vendors',
      summary: 'The vendors.',
      auth: ['inventory', 'read'],
      graphql: 'Query.inventoryVendors',
      shared: true,
      handler: async (req, res) => {
        res.json(await listVendors(req.ctx));
      },
    },
    {
      method: 'GET',
      path: '/tags',
      summary: 'The product tags.',
      auth: ['inventory', 'read'],
      graphql: 'Query.inventoryTags',
      shared: true,
      handler: async (req, res) => {
        res.json(await listTags(req.ctx));
      },
    },
    {
      method: 'GET',
      path: '/products',
      summary: 'One page of products, searched and sorted.',
      auth: ['inventory', 'read'],
      query: gql('ProductsInput', 'its fields as query parameters'),
      graphql: 'Query.products',
      shared: true,
      params: Object.keys(productsQuerySchema.shape),
      handler: async (req, res) => {
        const input = queryInput(req.query, { numbers: ['page', 'size'] });
        sendSerialized(req, res, await listProducts(req.ctx, input), toProductPage);
      },
    },
    {
      method: 'GET',
      path: '/product',
      summary: 'One product.',
      auth: ['inventory', 'read'],
      query: '`id`',
      graphql: 'Query.product',
      shared: true,
      params: ['id'],
      handler: async (req, res) => {
        res.json(await getProduct(req.ctx, req.query.id));
      },
    },
    {
      method: 'POST',
      path: '/product',
      summary: 'Adds a new, empty product.',
      auth: ['inventory', 'create'],
      body: 'none',
      graphql: 'Mutation.createProduct',
      handler: async (req, res) => {
        res.json(await createProduct(req.ctx));
      },
    },
    {
      method: 'PATCH',
      path: '/product',
      summary: 'Changes the fields given of one product.',
      auth: ['inventory', 'update'],
      body: gql('UpdateProductInput', 'as `{ id, product }`'),
      graphql: 'Mutation.updateProduct',
      handler: async (req, res) => {
        res.json(await updateProduct(req.ctx, bodyField(req, 'id'), bodyField(req, 'product')));
      },
    },
    {
      method: 'DELETE',
      path: '/product',
      summary: 'Removes one product.',
      auth: ['inventory', 'delete'],
      query: '`id`',
      graphql: 'Mutation.deleteProduct',
      handler: async (req, res) => {
        res.json(await deleteProduct(req.ctx, req.query.id));
      },
    },
    {
      method: 'POST',
      path: '/tag',
      summary: 'Adds a product tag.',
      auth: ['inventory', 'create'],
      body: gql('InventoryTagInput', 'as `{ tag }`'),
      graphql: 'Mutation.createInventoryTag',
      handler: async (req, res) => {
        res.json(await createTag(req.ctx, bodyField(req, 'tag')));
      },
    },
    {
      method: 'PATCH',
      path: '/tag',
      summary: 'Renames a product tag.',
      auth: ['inventory', 'update'],
      body: gql(
        'InventoryTagInput',
        'as `{ id, tag }`; the tag may come back whole, its `id` unchanged',
      ),
      graphql: 'Mutation.updateInventoryTag',
      handler: async (req, res) => {
        res.json(await updateTag(req.ctx, bodyField(req, 'id'), bodyField(req, 'tag')));
      },
    },
    {
      method: 'DELETE',
      path: '/tag',
      summary: 'Removes a product tag.',
      auth: ['inventory', 'delete'],
      query: '`id`',
      graphql: 'Mutation.deleteInventoryTag',
      handler: async (req, res) => {
        res.json(await deleteTag(req.ctx, req.query.id));
      },
    },
  ],
};
