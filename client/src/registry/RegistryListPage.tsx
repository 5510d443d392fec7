import { PlusOutlined } from '@ant-design/icons';
import { Button, Card, Empty, Flex, Typography } from 'antd';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { HISTORY_PARAM } from '../../../shared/registry-links';
import { useScreenAtLeast } from '../shell/config/useMediaQuery';
import { usePagination } from '../shell/tables/pagination';
import type { RegistryAreaConfig } from './area';
import { ColumnChooser } from './ColumnChooser';
import { type ScreenSize, useColumnChoice } from './column-choice';
import { ExportButton } from './ExportButton';
import { FilterBar, type RegistryFilter } from './FilterBar';
import type { MessageRule } from './field-errors';
import { HistoryDrawer } from './HistoryDrawer';
import { LoadFailed, ResultCount } from './ListStatus';
import { type FilterShape, isFiltered } from './list-state';
import { useRegistryPermissions } from './permissions';
import { type CardPlace, type RecordColumn, RecordList } from './RecordList';
import { RowActions } from './RowActions';
import { columnSortOrder, type SortableColumn, sortFromSorter } from './sorting';
import { useDeleteRecord } from './useDeleteRecord';
import type { ListStateControls } from './useListState';
import './registry.css';

/** A column of a registry list. */
export interface RegistryColumn<Row, Sort extends string = string>
  extends Omit<RecordColumn<Row>, 'key' | 'title' | 'sorter' | 'sortOrder' | 'card'> {
  /** Its id in the column chooser; the title is `<areaKey>.fields.<key>` unless `title` says. */
  key: string;
  title?: string;
  /** The `…SortField` value the server sorts by when this header is clicked. */
  sortField?: Sort;
  defaultHidden?: boolean;
  hiddenBelow?: ScreenSize;
  alwaysVisible?: boolean;
  /**
   * Its place on the record's card on a phone, whatever the column chooser says: the name is
   * the heading; the status, and what identifies the record (document, carné, expiry), show.
   */
  card?: CardPlace;
}

export interface RegistryListPageProps<
  Row extends { id: string },
  Sort extends string,
  Filters extends FilterShape,
> {
  config: RegistryAreaConfig;
  list: ListStateControls<Sort, Filters>;
  columns: readonly RegistryColumn<Row, Sort>[];
  filters?: readonly RegistryFilter<keyof Filters & string>[];
  /** The page of rows the server answered (undefined: not yet). */
  rows: readonly Row[] | undefined;
  /** Rows in the whole filtered list (`pageInfo.total`). */
  total: number;
  loading: boolean;
  error?: unknown;
  /** Fetches the page again (after an error, a delete). */
  refetch: () => unknown;
  /** How a record is named in confirmations, the history and screen-reader labels. */
  recordName: (row: Row) => string;
  /** Shown with `<area>:create`. */
  onCreate?: () => void;
  /** More actions of the page, beside "Nuevo" (each checks its own permission). */
  pageActions?: ReactNode;
  /** Shown with `<area>:update`. */
  onEdit?: (row: Row) => void;
  /** Shown with `<area>:delete`, after a confirmation naming the record. */
  onDelete?: (row: Row) => Promise<unknown>;
  /** Whether a row offers delete at all (e.g. not one's own account); default every row. */
  deletable?: (row: Row) => boolean;
  /** The area's own buttons of a row, before history, edit and delete (check permissions). */
  rowActions?: (row: Row) => ReactNode;
  /** The server's 409 reasons for refusing a delete → i18n keys. */
  deleteReasons?: readonly MessageRule[];
}

/**
 * A registry's list page: title and actions (Nuevo, Exportar CSV, Columnas), search and filters,
 * the server-paged and -sorted table with its row actions, and the record history drawer. The
 * view and the open history live in the URL (`list`, `?historial=<id>`); actions the user's role
 * may not take are not shown.
 */
export function RegistryListPage<
  Row extends { id: string },
  Sort extends string,
  Filters extends FilterShape,
>(props: RegistryListPageProps<Row, Sort, Filters>) {
  const { config, list, columns, filters = [], rows, total, loading, error, refetch } = props;
  const { recordName, onCreate, onEdit, onDelete, deletable, deleteReasons, rowActions } = props;
  const { pageActions } = props;
  const { t } = useTranslation();
  const { state } = list;
  const can = useRegistryPermissions(config.area);
  const confirmDelete = useDeleteRecord();
  // The open history lives in the URL (`?historial=`), so the landing page can link to it, a
  // reload keeps it and it can be shared; the list's own parameters stay as they are.
  const [params] = useSearchParams();
  const historyId = can.history ? params.get(HISTORY_PARAM) || null : null;
  const historyRow = historyId ? rows?.find((row) => row.id === historyId) : undefined;
  const setHistory = (id: string | null) => list.setParam(HISTORY_PARAM, id);
  const choice = useColumnChoice(config.i18nKey, columns);
  const filtered = isFiltered(state);
  const wide = useScreenAtLeast('md');
  const pagination = usePagination({
    current: state.page,
    pageSize: state.size,
    onChange: list.setPage,
  });

  // A page past the end (the last row of the last page deleted, an old shared link): go to the
  // last page there is.
  const { setPage } = list;
  const pastTheEnd = !loading && !error && rows?.length === 0 && total > 0 && state.page > 1;
  useEffect(() => {
    if (!pastTheEnd) return;
    // After this render: a list change is rendered at once (flushSync), which an effect may not do.
    const later = setTimeout(() => setPage(Math.ceil(total / state.size)));
    return () => clearTimeout(later);
  }, [pastTheEnd, total, state.size, setPage]);

  const titleOf = (column: RegistryColumn<Row, Sort>) =>
    column.title ?? t(`${config.i18nKey}.fields.${column.key}`);

  const edit = can.update ? onEdit : undefined;
  const remove = can.delete ? onDelete : undefined;
  const actions: RecordColumn<Row> | null =
    can.history || edit || remove || rowActions
      ? {
          key: 'actions',
          title: t('registry.actions.title'),
          fixed: 'right',
          width: 1,
          card: 'actions',
          render: (_, row) => (
            <RowActions
              name={recordName(row)}
              onHistory={can.history ? () => setHistory(row.id) : undefined}
              onEdit={edit && (() => edit(row))}
              onDelete={
                remove && (deletable?.(row) ?? true)
                  ? () =>
                      confirmDelete(recordName(row), {
                        remove: () => remove(row),
                        onDeleted: () => void refetch(),
                        reasons: deleteReasons,
                        i18nKey: config.i18nKey,
                      })
                  : undefined
              }
            >
              {rowActions?.(row)}
            </RowActions>
          ),
        }
      : null;

  const asRecordColumn = ({
    sortField,
    defaultHidden: _h,
    hiddenBelow: _b,
    alwaysVisible: _a,
    ...column
  }: RegistryColumn<Row, Sort>): RecordColumn<Row> & SortableColumn<Sort> => ({
    ...column,
    title: titleOf(column),
    // Read back from the clicked header by sortFromSorter.
    sortField,
    sorter: sortField !== undefined,
    sortOrder: columnSortOrder(sortField, state.sortBy, state.order),
    // Never back to "unsorted": a list always has an order, shown on its column.
    sortDirections: ['ascend', 'descend', 'ascend'],
  });
  const withActions = (list: RecordColumn<Row>[]) => (actions ? [...list, actions] : list);
  const tableColumns = withActions(
    columns.filter((column) => choice.visible.has(column.key)).map(asRecordColumn),
  );
  // A card shows its places whatever the table's column choice.
  const cardColumns = withActions(columns.filter((column) => column.card).map(asRecordColumn));

  const clear = filtered ? list.clearFilters : undefined;
  const empty = (
    <Empty description={t(`${config.i18nKey}.${filtered ? 'empty' : 'none'}`)}>
      {clear && <Button onClick={clear}>{t('registry.clearFilters')}</Button>}
    </Empty>
  );

  return (
    <Flex vertical gap={16} className="registry-page">
      <Flex wrap gap={12} justify="space-between" align="center">
        <Typography.Title level={1} className="registry-title">
          {t(`${config.i18nKey}.title`)}
        </Typography.Title>
        <Flex wrap gap={8}>
          {can.create && onCreate && (
            <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={onCreate}>
              {t('registry.new')}
            </Button>
          )}
          {pageActions}
          <ExportButton area={config.area} state={state} />
          {/* The cards of a phone have no columns to choose. */}
          {wide && (
            <ColumnChooser
              columns={columns
                .filter((column) => !column.alwaysVisible)
                .map((column) => ({ key: column.key, title: titleOf(column) }))}
              visible={choice.visible}
              onChange={choice.setVisible}
            />
          )}
        </Flex>
      </Flex>
      <Card>
        <FilterBar
          i18nKey={config.i18nKey}
          search={state.search}
          onSearch={list.setSearch}
          filters={filters}
          values={state.filters}
          onFilter={(name, values) => list.setFilter(name, values as Filters[typeof name][])}
          onClear={clear}
        />
        <ResultCount total={total} known={rows !== undefined && !error} />
        {error && !loading ? (
          <LoadFailed onRetry={() => void refetch()} />
        ) : (
          <RecordList<Row>
            label={t(`${config.i18nKey}.title`)}
            rows={rows}
            columns={tableColumns}
            cardColumns={cardColumns}
            loading={loading}
            empty={empty}
            pagination={{ ...pagination, total }}
            scrollX
            onSort={(sorter) => {
              const next = sortFromSorter<Sort>(sorter as never);
              list.setSort(next.sortBy, next.order);
            }}
          />
        )}
      </Card>
      <HistoryDrawer
        config={config}
        record={historyId ? { id: historyId, name: historyRow && recordName(historyRow) } : null}
        onClose={() => setHistory(null)}
      />
    </Flex>
  );
}
