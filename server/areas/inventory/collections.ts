import { defineCollection, seedTogether } from '../../store/collection';
import type {
  InventoryBrandRecord,
  InventoryCategoryRecord,
  InventoryProductRecord,
  InventoryTagRecord,
  InventoryVendorRecord,
} from './model';
import { seedInventory as seedAll } from './seed';

declare module '../../store/types' {
  interface Collections {
    inventoryCategories: InventoryCategoryRecord;
    inventoryBrands: InventoryBrandRecord;
    inventoryVendors: InventoryVendorRecord;
    inventoryTags: InventoryTagRecord;
    inventoryProducts: InventoryProductRecord;
  }
}

// Deterministic and independent of the time: built once, each collection takes its part.
const seedInventory = seedTogether(() => seedAll());

export const inventoryCategoriesCollection = defineCollection('inventoryCategories', {
  seed: (now) => seedInventory(now).inventoryCategories,
});

export const inventoryBrandsCollection = defineCollection('inventoryBrands', {
  seed: (now) => seedInventory(now).inventoryBrands,
});

export const inventoryVendorsCollection = defineCollection('inventoryVendors', {
  seed: (now) => seedInventory(now).inventoryVendors,
});

export const inventoryTagsCollection = defineCollection('inventoryTags', {
  seed: (now) => seedInventory(now).inventoryTags,
});

export const inventoryProductsCollection = defineCollection('inventoryProducts', {
  seed: (now) => seedInventory(now).inventoryProducts,
});
