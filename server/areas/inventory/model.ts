/** A product category of the inventory (template demo); `parentId` for a sub-category. */
export interface InventoryCategoryRecord {
  id: string;
  parentId: string | null;
  name: string;
  slug: string;
}

/** A brand or a vendor: both are a name and its slug. */
export interface InventoryBrandRecord {
  id: string;
  name: string;
  slug: string;
}

export type InventoryVendorRecord = InventoryBrandRecord;

export interface InventoryTagRecord {
  id: string;
  title: string;
}

/**
 * A product as the store keeps it. `category`, `brand`, `vendor` and `tags` hold ids. A new
 * product has empty texts and null numbers and references until someone fills them in.
 */
export interface InventoryProductRecord {
  id: string;
  category: string | null;
  name: string;
  description: string;
  tags: string[];
  sku: string;
  barcode: string;
  brand: string | null;
  vendor: string | null;
  stock: number | null;
  reserved: number | null;
  cost: number | null;
  basePrice: number | null;
  taxPercent: number | null;
  price: number | null;
  /** Kilograms. */
  weight: number | null;
  thumbnail: string | null;
  images: string[];
  active: boolean;
}
