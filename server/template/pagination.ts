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

export function templatePage<T>(all: readonly T[], page: number, size: number): TemplatePage<T> {
  const lastPage = Math.max(Math.ceil(all.length / size), 1);
  if (page > lastPage) return { beyond: true, lastPage };
  const startIndex = (page - 1) * size;
  const end = Math.min(page * size, all.length);
  return {
    beyond: false,
    items: all.slice(startIndex, end),
    total: all.length,
    page,
    size,
    lastPage,
    startIndex,
    endIndex: end - 1,
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
