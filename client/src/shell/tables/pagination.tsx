import type { TablePaginationConfig } from 'antd';
import type { TFunction } from 'i18next';
import {
  type CSSProperties,
  cloneElement,
  isValidElement,
  type ReactNode,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';

export const DEFAULT_PAGE_SIZE = 10;
export const PAGE_SIZE_OPTIONS = [5, 10, 25, 100];

const VISUALLY_HIDDEN: CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
};

/**
 * The paginator's range text (spec §9): "Página X de N - Mostrando A - B de T", or "0 de 0" when
 * there is nothing to show. `page` counts from 1; a page past the end still names its range.
 */
export function rangeText(page: number, pageSize: number, total: number, t: TFunction): string {
  if (total <= 0 || pageSize <= 0) return t('shell.table.rangeEmpty');
  const start = (page - 1) * pageSize;
  const end = start < total ? Math.min(start + pageSize, total) : start + pageSize;
  return t('shell.table.range', {
    page,
    pages: Math.ceil(total / pageSize),
    from: start + 1,
    to: end,
    total,
  });
}

export interface PaginationOptions {
  defaultPageSize?: number;
  pageSizeOptions?: number[];
  /** Called after the page or the page size changed (e.g. to fetch that page). */
  onChange?: (page: number, pageSize: number) => void;
  /**
   * Page and page size held by the caller (e.g. in the URL): when given they are shown as they
   * are, and a change only reaches `onChange`.
   */
  current?: number;
  pageSize?: number;
}

/**
 * The shared pagination of the shell's tables: antd Table `pagination` props with the Spanish
 * paginator labels of spec §9 (through i18n), page and page size kept here. Spread the result
 * into `pagination` and add `total` when the server pages the data.
 */
export function usePagination({
  defaultPageSize = DEFAULT_PAGE_SIZE,
  pageSizeOptions = PAGE_SIZE_OPTIONS,
  onChange,
  current: controlledCurrent,
  pageSize: controlledPageSize,
}: PaginationOptions = {}): TablePaginationConfig {
  const { t } = useTranslation();
  const [ownCurrent, setCurrent] = useState(1);
  const [ownPageSize, setPageSize] = useState(defaultPageSize);
  const current = controlledCurrent ?? ownCurrent;
  const pageSize = controlledPageSize ?? ownPageSize;
  // antd hands the total to showTotal, not to itemRender; the pager calls showTotal first in the
  // same render, so the last page number is known when the page links are drawn.
  const totalRef = useRef(0);

  return useMemo<TablePaginationConfig>(() => {
    const perPage = t('shell.table.itemsPerPage');
    // The first and last page links also say so: in a tooltip, and to screen readers as part of
    // the page item's text (its number stays what everyone sees).
    const named = (label: string, element: ReactNode) =>
      isValidElement<{ children?: ReactNode }>(element)
        ? cloneElement(element, { title: label } as Record<string, unknown>, [
            <span key="label" style={VISUALLY_HIDDEN}>
              {`${label}, `}
            </span>,
            element.props.children,
          ])
        : element;
    return {
      current,
      pageSize,
      pageSizeOptions,
      showSizeChanger: { prefix: perPage, 'aria-label': perPage },
      showTotal: (total) => {
        totalRef.current = total;
        return rangeText(current, pageSize, total, t);
      },
      locale: {
        items_per_page: '',
        prev_page: t('shell.table.previousPage'),
        next_page: t('shell.table.nextPage'),
        jump_to: t('shell.table.jumpTo'),
        page: t('shell.table.page'),
      },
      // antd always lists the first and the last page by number: those two links carry the names
      // of a paginator's first/last buttons.
      itemRender: (page, type, element) => {
        // The arrows show an icon only: their buttons are named as the pager's locale says.
        if ((type === 'prev' || type === 'next') && isValidElement(element)) {
          const label = t(type === 'prev' ? 'shell.table.previousPage' : 'shell.table.nextPage');
          return cloneElement(element, { 'aria-label': label } as Record<string, unknown>);
        }
        if (type !== 'page') return element;
        if (page === 1) return named(t('shell.table.firstPage'), element);
        if (page === Math.ceil(totalRef.current / pageSize)) {
          return named(t('shell.table.lastPage'), element);
        }
        return element;
      },
      onChange: (page, size) => {
        const sizeChanged = size !== pageSize;
        setPageSize(size);
        setCurrent(sizeChanged ? 1 : page);
        onChange?.(sizeChanged ? 1 : page, size);
      },
    };
  }, [current, pageSize, pageSizeOptions, onChange, t]);
}
