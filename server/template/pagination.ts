import type { Page } from '../store/types';

/**
 * The template's page arithmetic, shared by its list endpoints: pages count from 1, the last
 * page is at least 1 (an empty list has one empty page), and a page beyond the last answers
 * only `lastPage`. `endIndex` is the index of the page's last item (startIndex - 1 when empty).
 */
export type TemplatePage<T> =
  | {
      beyond: false;
      items: T[];
      total: number;
      page: number;
      size: number;
      lastPage: number;
      startIndex: number;
      endIndex: number;
    }
  | { beyond: true; lastPage: number };

/** What to ask the store for page `page` of `size` items. */
export function pageQuery(page: number, size: number): { offset: number; limit: number } {
  return { offset: (page - 1) * size, limit: size };
}

/** The template page of the store's answer to `pageQuery(page, size)`. */
export function templatePage<T>(found: Page<T>, page: number, size: number): TemplatePage<T> {
  const lastPage = Math.max(Math.ceil(found.total / size), 1);
  if (page > lastPage) return { beyond: true, lastPage };
  const startIndex = (page - 1) * size;
  return {
    beyond: false,
    items: found.items,
    total: found.total,
    page,
    size,
    lastPage,
    startIndex,
    endIndex: startIndex + found.items.length - 1,
  };
}

/** The inventory's pagination object: `{ length, size, page, lastPage, startIndex, endIndex }`. */
export function inventoryPagination(page: TemplatePage<unknown>) {
  if (page.beyond) return { lastPage: page.lastPage };
  return {
    length: page.total,
    size: page.size,
    page: page.page,
    lastPage: page.lastPage,
    startIndex: page.startIndex,
    endIndex: page.endIndex,
  };
}

/**
 * The mailbox's pagination object:
 * `{ totalResults, resultsPerPage, currentPage, lastPage, startIndex, endIndex }`.
 */
export function mailboxPagination(page: TemplatePage<unknown>) {
  if (page.beyond) return { lastPage: page.lastPage };
  return {
    totalResults: page.total,
    resultsPerPage: page.size,
    currentPage: page.page,
    lastPage: page.lastPage,
    startIndex: page.startIndex,
    endIndex: page.endIndex,
  };
}
