import { inventoryPagination, type TemplatePage } from '../../template/pagination';
import type { InventoryProductRecord } from './model';

/** A products page in the template's shape: `{ products, pagination }`, products null past the last page. */
export function toProductPage(page: TemplatePage<InventoryProductRecord>) {
  return { products: page.beyond ? null : page.items, pagination: inventoryPagination(page) };
}
