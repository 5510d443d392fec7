import { randomUUID } from 'node:crypto';
import type { Context } from '../../context';
import { BadRequestError, type FieldErrors, NotFoundError } from '../../errors';
import { authorize } from '../../security/authorize';
import { ownerWithinCap } from '../../security/record-caps';
import { DerivedCache } from '../../store/derived-cache';
import { timeOrderedId } from '../../store/ids';
import type { Transaction } from '../../store/types';
import { pageQuery, type TemplatePage, templatePage } from '../../template/pagination';
import { seedOrder } from '../../template/sorting';
import { removeTag, unknownTags, updateHeldTag } from '../../template/tags';
import { idSchema, parseInput } from '../../validation';
import {
  productsQuerySchema,
  tagSchema,
  type UpdateProductInput,
  updateProductSchema,
  updateTagSchema,
} from './input';
import type {
  InventoryBrandRecord,
  InventoryCategoryRecord,
  InventoryProductRecord,
  InventoryTagRecord,
  InventoryVendorRecord,
} from './model';
import { seedInventory } from './seed';

// The pages asked for, rebuilt only after a write to the store. A page answered from here is the
// same object each time, so its serialized form can be kept too (http/serialized.ts).
const pages = new DerivedCache({ limit: 500 });

// Categories, brands and vendors are the seed's, in its order; new tags go at the top.
const seeded = seedInventory();
const ids = (items: readonly { id: string }[]) => items.map((item) => item.id);
const CATEGORY_ORDER = seedOrder<InventoryCategoryRecord>(
  'id',
  ids(seeded.inventoryCategories),
  'last',
);
const BRAND_ORDER = seedOrder<InventoryBrandRecord>('id', ids(seeded.inventoryBrands), 'last');
const VENDOR_ORDER = seedOrder<InventoryVendorRecord>('id', ids(seeded.inventoryVendors), 'last');
const TAG_ORDER = seedOrder<InventoryTagRecord>('id', ids(seeded.inventoryTags), 'first');

export async function listCategories(ctx: Context): Promise<InventoryCategoryRecord[]> {
  authorize(ctx, 'inventory', 'read');
  return ctx.store.inventoryCategories.list({ orderBy: CATEGORY_ORDER });
}

export async function listBrands(ctx: Context): Promise<InventoryBrandRecord[]> {
  authorize(ctx, 'inventory', 'read');
  return ctx.store.inventoryBrands.list({ orderBy: BRAND_ORDER });
}

export async function listVendors(ctx: Context): Promise<InventoryVendorRecord[]> {
  authorize(ctx, 'inventory', 'read');
  return ctx.store.inventoryVendors.list({ orderBy: VENDOR_ORDER });
}

export async function listTags(ctx: Context): Promise<InventoryTagRecord[]> {
  authorize(ctx, 'inventory', 'read');
  return ctx.store.inventoryTags.list({ orderBy: TAG_ORDER });
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
  const { search, sort, order, page, size } = parseInput(productsQuerySchema, input ?? {});
  const needle = search?.trim() ?? '';
  const key = JSON.stringify([sort, order, needle, page, size]);
  return pages.get(ctx.store, key, async () => {
    const found = await ctx.store.inventoryProducts.find({
      where: needle ? { name: { contains: needle } } : undefined,
      orderBy: [{ field: sort, descending: order === 'desc' }],
      ...pageQuery(page, size),
    });
    return templatePage(found, page, size);
  });
}

export async function getProduct(ctx: Context, id: unknown): Promise<InventoryProductRecord> {
  authorize(ctx, 'inventory', 'read');
  const product = await ctx.store.inventoryProducts.get(parseInput(idSchema, id, 'id'));
  if (!product) throw productNotFound();
  return product;
}

/**
 * Adds "A New Product", inactive and empty; answers it. 409 LIMIT_REACHED when the user created
 * as many products as one account may (the catalogue is shared: each counts what they added).
 */
export async function createProduct(ctx: Context): Promise<InventoryProductRecord> {
  authorize(ctx, 'inventory', 'create');
  return ctx.store.transaction(async (tx) => {
    const owner = await ownerWithinCap(ctx, tx, 'inventoryProducts');
    return tx.inventoryProducts.insert(
      {
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
      },
      { owner },
    );
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
  return ctx.store.transaction(async (tx) => {
    if (!(await tx.inventoryProducts.get(productId))) throw productNotFound();
    await checkReferences(tx, change);
    const tags = change.tags && [...new Set(change.tags)];
    return (await tx.inventoryProducts.update(productId, {
      ...change,
      tags,
    })) as InventoryProductRecord;
  });
}

/** Removes a product; 404 for an unknown one. */
export async function deleteProduct(ctx: Context, id: unknown): Promise<boolean> {
  authorize(ctx, 'inventory', 'delete');
  const productId = parseInput(idSchema, id, 'id');
  if (!(await ctx.store.inventoryProducts.remove(productId))) throw productNotFound();
  return true;
}

/** Adds a tag at the top of the list; answers it. 409 LIMIT_REACHED past the user's cap. */
export async function createTag(ctx: Context, input: unknown): Promise<InventoryTagRecord> {
  authorize(ctx, 'inventory', 'create');
  const { title } = parseInput(tagSchema, input, 'tag');
  return ctx.store.transaction(async (tx) => {
    const owner = await ownerWithinCap(ctx, tx, 'inventoryTags');
    return tx.inventoryTags.insert({ id: timeOrderedId(), title }, { owner });
  });
}

export async function updateTag(
  ctx: Context,
  id: unknown,
  input: unknown,
): Promise<InventoryTagRecord> {
  authorize(ctx, 'inventory', 'update');
  const tagId = parseInput(idSchema, id, 'id');
  const { change, sentBack } = parseInput(updateTagSchema, input, 'tag');
  return ctx.store.transaction((tx) =>
    updateHeldTag(tx.inventoryTags, tagId, change, sentBack, 'tag', tagNotFound),
  );
}

/** Removes a tag and takes it off every product that carried it, in one write. */
export async function deleteTag(ctx: Context, id: unknown): Promise<boolean> {
  authorize(ctx, 'inventory', 'delete');
  const tagId = parseInput(idSchema, id, 'id');
  await ctx.store.transaction((tx) =>
    removeTag(tx.inventoryTags, tagId, tx.inventoryProducts, 'tags', tagNotFound),
  );
  return true;
}

const tagNotFound = () => new NotFoundError('Tag not found');

function productNotFound(): NotFoundError {
  return new NotFoundError('Product not found');
}

/** 400 naming each reference of `change` that names nothing in the store. */
async function checkReferences(tx: Transaction, change: UpdateProductInput): Promise<void> {
  const fields: FieldErrors = {};
  if (change.category && !(await tx.inventoryCategories.get(change.category))) {
    fields.category = 'No such category';
  }
  if (change.brand && !(await tx.inventoryBrands.get(change.brand))) fields.brand = 'No such brand';
  if (change.vendor && !(await tx.inventoryVendors.get(change.vendor))) {
    fields.vendor = 'No such vendor';
  }
  if (change.tags) {
    Object.assign(fields, await unknownTags(tx.inventoryTags, change.tags, 'tags', 'No such tag'));
  }
  if (Object.keys(fields).length > 0) throw new BadRequestError('Invalid input', fields);
}
