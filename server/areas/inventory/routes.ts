import { Router } from 'express';
import { bodyField } from '../../http/body';
import { sendSerialized } from '../../http/serialized';
import { queryInput } from '../../template/query';
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
export function inventoryRoutes(): Router {
  const router = Router();
  router.get('/categories', async (req, res) => {
    res.json(await listCategories(req.ctx));
  });
  router.get('/brands', async (req, res) => {
    res.json(await listBrands(req.ctx));
  });
  router.get('/vendors', async (req, res) => {
    res.json(await listVendors(req.ctx));
  });
  router.get('/tags', async (req, res) => {
    res.json(await listTags(req.ctx));
  });
  router.get('/products', async (req, res) => {
    const input = queryInput(req.query, { numbers: ['page', 'size'] });
    sendSerialized(req, res, await listProducts(req.ctx, input), toProductPage);
  });
  router.get('/product', async (req, res) => {
    res.json(await getProduct(req.ctx, req.query.id));
  });
  router.post('/product', async (req, res) => {
    res.json(await createProduct(req.ctx));
  });
  router.patch('/product', async (req, res) => {
    res.json(await updateProduct(req.ctx, bodyField(req, 'id'), bodyField(req, 'product')));
  });
  router.delete('/product', async (req, res) => {
    res.json(await deleteProduct(req.ctx, req.query.id));
  });
  router.post('/tag', async (req, res) => {
    res.json(await createTag(req.ctx, bodyField(req, 'tag')));
  });
  router.patch('/tag', async (req, res) => {
    res.json(await updateTag(req.ctx, bodyField(req, 'id'), bodyField(req, 'tag')));
  });
  router.delete('/tag', async (req, res) => {
    res.json(await deleteTag(req.ctx, req.query.id));
  });
  return router;
}
