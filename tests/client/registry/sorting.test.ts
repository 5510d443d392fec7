import { describe, expect, it } from 'vitest';
import { columnSortOrder, sortFromSorter } from '../../../client/src/registry/sorting';

describe('columnSortOrder', () => {
  it('shows the order on the sorted column only', () => {
    expect(columnSortOrder('NAME', 'NAME', 'ASC')).toBe('ascend');
    expect(columnSortOrder('NAME', 'NAME', 'DESC')).toBe('descend');
    expect(columnSortOrder('STATUS', 'NAME', 'ASC')).toBeNull();
    expect(columnSortOrder(undefined, 'NAME', 'ASC')).toBeNull();
  });
});

describe('sortFromSorter', () => {
  const column = (sortField?: string) => ({ sortField }) as never;

  it("maps antd's sorter to the list's sortBy and order", () => {
    expect(sortFromSorter({ column: column('LICENSE_NUMBER'), order: 'ascend' })).toEqual({
      sortBy: 'LICENSE_NUMBER',
      order: 'ASC',
    });
    expect(sortFromSorter({ column: column('STATUS'), order: 'descend' })).toEqual({
      sortBy: 'STATUS',
      order: 'DESC',
    });
  });

  it('takes the first sorter of a list', () => {
    expect(
      sortFromSorter([
        { column: column('STATUS'), order: 'descend' },
        { column: column('NAME'), order: 'ascend' },
      ]),
    ).toEqual({ sortBy: 'STATUS', order: 'DESC' });
  });

  it('goes back to the default sort when the header clears, or the column has no sort field', () => {
    expect(sortFromSorter({ column: column('STATUS'), order: null })).toEqual({
      sortBy: null,
      order: 'ASC',
    });
    expect(sortFromSorter({ column: column(undefined), order: 'ascend' }).sortBy).toBeNull();
    expect(sortFromSorter({})).toEqual({ sortBy: null, order: 'ASC' });
  });
});
