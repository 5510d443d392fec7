import type { SortOrder as AntSortOrder, SorterResult } from 'antd/es/table/interface';
import type { SortOrder } from './list-state';

/** The part of a column the sort mapping reads: the `…SortField` value it sorts by. */
export interface SortableColumn<Sort extends string = string> {
  sortField?: Sort;
}

/** antd's `sortOrder` of a column for the list's sort: only the sorted column shows one. */
export function columnSortOrder<Sort extends string>(
  sortField: Sort | undefined,
  sortBy: Sort,
  order: SortOrder,
): AntSortOrder {
  if (sortField === undefined || sortField !== sortBy) return null;
  return order === 'ASC' ? 'ascend' : 'descend';
}

/**
 * The list's sort after a click on a column header, from what antd's `onChange` hands over.
 * `sortBy: null` means the header cycled back to "unsorted": the list's default sort.
 */
export function sortFromSorter<Sort extends string>(
  sorter: SorterResult<never> | SorterResult<never>[],
): { sortBy: Sort | null; order: SortOrder } {
  // Only one column sorts at a time; antd gives an array only with multiple sorters.
  const single = Array.isArray(sorter) ? sorter[0] : sorter;
  const column = single?.column as SortableColumn<Sort> | undefined;
  if (!single?.order || column?.sortField === undefined) return { sortBy: null, order: 'ASC' };
  return { sortBy: column.sortField, order: single.order === 'descend' ? 'DESC' : 'ASC' };
}
