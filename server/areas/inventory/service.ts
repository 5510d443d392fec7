import { randomUUID } from 'node:crypto';
import { authorize } from '../../auth/authorize';
import type { Context } from '../../context';
import { BadRequestError, type FieldErrors, NotFoundError } from '../../errors';
import type { Data } from '../../store/types';
import { type TemplatePage, templatePage } from '../../template/pagination';
import { DerivedCache, sortBy } from '../../template/sorting';
import { removeTag } from '../../template/tags';
import { idSchema, parseInput } from '../../validation';
import {
  type ProductsQuery,
  productsQuerySchema,
  tagSchema,
  type UpdateProductInput,
  updateProductSchema,
} from './input';
import type {
  InventoryBrandRecord,
  InventoryCategoryRecord,
  InventoryProductRecord,
  InventoryTagRecord,
  InventoryVendorRecord,
} from './model';

// Sorted orders of the products, and the pages asked for, rebuilt only after a write to the
// store. A page answered from here is the same object each time, so its serialized form can be
// kept too (http/serialized.ts).
const sortedOrders = new DerivedCache();
const pages = new DerivedCache(500);

export async function listCategories(ctx: Context): Promise<InventoryCategoryRecord[]> {
  authorize(ctx, 'inventory', 'read');
  return ctx.store.inventoryCategories.list();
}

export async function listBrands(ctx: Context): Promise<InventoryBrandRecord[]> {
  authorize(ctx, 'inventory', 'read');
  return ctx.store.inventoryBrands.list();
}

export async function listVendors(ctx: Context): Promise<InventoryVendorRecord[]> {
  authorize(ctx, 'inventory', 'read');
  return ctx.store.inventoryVendors.list();
}

export async function listTags(ctx: Context): Promise<InventoryTagRecord[]> {
  authorize(ctx, 'inventory', 'read');
  return ctx.store.inventoryTags.list();
}

/**
 * One page of the products whose name contains `search` (ignoring case), sorted by `sort`
 * (default name) in `order` (default asc); pages of `size` (default 10) counting from 1. A page
 * past the last answers only the last page's number.
 */
export async function listProducts(
  ctx: Context,
  input: unknown = {},
): Promise<TemplatePage<InventoryProductRecord>> {
  authorize(ctx, 'inventory', 'read');
  const query = parseInput(productsQuerySchema, input ?? {});
  const needle = query.search?.trim().toLowerCase() ?? '';
  const key = JSON.stringify([query.sort, query.order, needle, query.page, query.size]);
  return pages.get(ctx.store, key, async () => {
    const sorted = await sortedProducts(ctx, query);
    const matching = needle ? sorted.filter((p) => p.name.toLowerCase().includes(needle)) : sorted;
    return templatePage(matching, query.page, query.size);
  });
}

function sortedProducts(ctx: Context, { sort, order }: ProductsQuery) {
  return sortedOrders.get(ctx.store, `${sort}:${order}`, async () =>
    sortBy(await ctx.store.inventoryProducts.list(), (p) => p[sort], order === 'desc'),
  );
}

export async function getProduct(ctx: Context, id: unknown): Promise<InventoryProductRecord> {
  authorize(ctx, 'inventory', 'read');
  const product = await ctx.store.inventoryProducts.get(parseInput(idSchema, id, 'id'));
  if (!product) throw new NotFoundError('Product not found');
  return product;
}

/** Adds "A New Product", inactive and empty, at the top of the list; answers it. */
export async function createProduct(ctx: Context): Promise<InventoryProductRecord> {
  authorize(ctx, 'inventory', 'create');
  const product: InventoryProductRecord = {
    id: randomUUID(),
    category: null,
    name: 'A New Product',
    description: '',
    tags: [],
    sku: '',
    barcode: '',
    brand: null,
    vendor: null,
    stock: null,
    reserved: null,
    cost: null,
    basePrice: null,
    taxPercent: null,
    price: null,
    weight: null,
    thumbnail: null,
    images: [],
    active: false,
  };
  return ctx.store.transaction((data) => {
    data.inventoryProducts.unshift(product);
    return product;
  });
}

/**
 * Changes the given fields of a product. 404 for an unknown product; 400 for a wrong field or
 * a category, brand, vendor or tag that does not exist (nothing changes).
 */
export async function updateProduct(
  ctx: Context,
  id: unknown,
  input: unknown,
): Promise<InventoryProductRecord> {
  authorize(ctx, 'inventory', 'update');
  const productId = parseInput(idSchema, id, 'id');
  const change = parseInput(updateProductSchema, input, 'product');
  return ctx.store.transaction((data) => {
    const index = productIndex(data, productId);
    checkReferences(data, change);
    const next = {
      ...(data.inventoryProducts[index] as InventoryProductRecord),
      ...defined(change),
    };
    if (change.tags) next.tags = [...new Set(change.tags)];
    data.inventoryProducts[index] = next;
    return next;
  });
}

/** Removes a product; 404 for an unknown one. */
export async function deleteProduct(ctx: Context, id: unknown): Promise<boolean> {
  authorize(ctx, 'inventory', 'delete');
  const productId = parseInput(idSchema, id, 'id');
  return ctx.store.transaction((data) => {
    data.inventoryProducts.splice(productIndex(data, productId), 1);
    return true;
  });
}

/** Adds a tag at the top of the list; answers it. */
export async function createTag(ctx: Context, input: unknown): Promise<InventoryTagRecord> {
  authorize(ctx, 'inventory', 'create');
  const { title } = parseInput(tagSchema, input, 'tag');
  const tag = { id: randomUUID(), title };
  return ctx.store.transaction((data) => {
    data.inventoryTags.unshift(tag);
    return tag;
  });
}

export async function updateTag(
  ctx: Context,
  id: unknown,
  input: unknown,
): Promise<InventoryTagRecord> {
  authorize(ctx, 'inventory', 'update');
  const tagId = parseInput(idSchema, id, 'id');
  const { title } = parseInput(tagSchema, input, 'tag');
  const tag = await ctx.store.inventoryTags.update(tagId, { title });
  if (!tag) throw new NotFoundError('Tag not found');
  return tag;
}

/** Removes a tag and takes it off every product that carried it, in one write. */
export async function deleteTag(ctx: Context, id: unknown): Promise<boolean> {
  authorize(ctx, 'inventory', 'delete');
  const tagId = parseInput(idSchema, id, 'id');
  return ctx.store.transaction((data) => {
    removeTag(
      data.inventoryTags,
      tagId,
      data.inventoryProducts,
      'tags',
      () => new NotFoundError('Tag not found'),
    );
    return true;
  });
}

function productIndex(data: Data, id: string): number {
  const index = data.inventoryProducts.findIndex((product) => product.id === id);
  if (index < 0) throw new NotFoundError('Product not found');
  return index;
}

/** 400 naming each reference of `change` that names nothing in the store. */
function checkReferences(data: Data, change: UpdateProductInput): void {
  const fields: FieldErrors = {};
  const exists = (items: { id: string }[], id: string) => items.some((item) => item.id === id);
  if (change.category && !exists(data.inventoryCategories, change.category)) {
    fields.category = 'No such category';
  }
  if (change.brand && !exists(data.inventoryBrands, change.brand)) fields.brand = 'No such brand';
  if (change.vendor && !exists(data.inventoryVendors, change.vendor)) {
    fields.vendor = 'No such vendor';
  }
  change.tags?.forEach((tag, i) => {
    if (!exists(data.inventoryTags, tag)) fields[`tags.${i}`] = 'No such tag';
  });
  if (Object.keys(fields).length > 0) throw new BadRequestError('Invalid input', fields);
}

// A field left undefined was not given; null clears it.
function defined<T extends object>(change: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(change).filter(([, v]) => v !== undefined),
  ) as Partial<T>;
}
