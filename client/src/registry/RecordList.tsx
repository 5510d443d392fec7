import { Card, Pagination, Spin, Table, type TablePaginationConfig } from 'antd';
import type { ColumnType, SorterResult } from 'antd/es/table/interface';
import { type Key, type ReactNode, useId } from 'react';
import { useScreenAtLeast } from '../shell/config/useMediaQuery';

/**
 * Where a column's cell goes on a record's card (phones): the card's heading, the tag beside it
 * (the status), a labelled line, or the buttons at its foot. A column without a place is left
 * off the card.
 */
export type CardPlace = 'title' | 'status' | 'field' | 'actions';

/** A column of a record list: a table column that may also name its place on the cards. */
export type RecordColumn<Row> = ColumnType<Row> & { key: Key; card?: CardPlace };

export interface RecordListProps<Row extends { id: string }> {
  /** What the list holds, for screen readers ("Guías de Turismo"). */
  label: string;
  rows: readonly Row[] | undefined;
  /** The table's columns as shown at ≥ md, in order. */
  columns: readonly RecordColumn<Row>[];
  /** The columns the cards take their places from (default: `columns`). */
  cardColumns?: readonly RecordColumn<Row>[];
  loading: boolean;
  /** Shown in place of rows when there are none. */
  empty: ReactNode;
  pagination: TablePaginationConfig;
  onSort: (sorter: SorterResult<Row>) => void;
  /** The table's sideways scroll (a registry's wide lists). */
  scrollX?: boolean;
}

function cellOf<Row>(column: RecordColumn<Row>, row: Row, index: number): ReactNode {
  const path = column.dataIndex;
  const value =
    typeof path === 'string' || typeof path === 'number'
      ? (row as Record<string | number, unknown>)[path]
      : undefined;
  return column.render ? (column.render(value, row, index) as ReactNode) : (value as ReactNode);
}

/**
 * A record list: the server-paged, sortable table from the md breakpoint up; below it, one card
 * per record (heading, status, the fields that identify it, its buttons), so a phone never
 * scrolls sideways to see a carné's status and expiry.
 */
export function RecordList<Row extends { id: string }>(props: RecordListProps<Row>) {
  const { label, rows, columns, loading, empty, pagination, onSort, scrollX } = props;
  const wide = useScreenAtLeast('md');
  if (wide) {
    return (
      <Table<Row>
        rowKey="id"
        size="middle"
        loading={loading}
        dataSource={rows ? [...rows] : []}
        columns={columns.map(({ card: _card, ...column }) => column)}
        scroll={scrollX ? { x: 'max-content' } : undefined}
        locale={{ emptyText: loading ? ' ' : empty }}
        pagination={pagination}
        onChange={(_pagination, _filters, sorter, extra) => {
          if (extra.action === 'sort') onSort(sorter as SorterResult<Row>);
        }}
      />
    );
  }
  if (loading && !rows) return <Spin className="record-cards-loading" />;
  if (!rows?.length) return empty;
  return (
    <>
      <RecordCards label={label} rows={rows} columns={props.cardColumns ?? columns} />
      <Pagination {...pagination} size="small" simple align="center" />
    </>
  );
}

function RecordCards<Row extends { id: string }>({
  label,
  rows,
  columns,
}: {
  label: string;
  rows: readonly Row[];
  columns: readonly RecordColumn<Row>[];
}) {
  const id = useId();
  const placed = (place: CardPlace) => columns.filter((column) => column.card === place);
  const [title] = placed('title');
  const status = placed('status');
  const fields = placed('field');
  const actions = placed('actions');
  return (
    <ul className="record-cards" aria-label={label}>
      {rows.map((row, index) => {
        const headingId = `${id}-${row.id}`;
        return (
          <li key={row.id}>
            <Card size="small" className="record-card" role="article" aria-labelledby={headingId}>
              <div className="record-card-head">
                <h2 id={headingId} className="record-card-title">
                  {title && cellOf(title, row, index)}
                </h2>
                {status.map((column) => (
                  <span key={column.key}>{cellOf(column, row, index)}</span>
                ))}
              </div>
              <dl className="record-card-fields">
                {fields.map((column) => (
                  <div key={column.key}>
                    <dt>{column.title as ReactNode}</dt>
                    <dd>{cellOf(column, row, index)}</dd>
                  </div>
                ))}
              </dl>
              {actions.map((column) => (
                <div key={column.key} className="record-card-actions">
                  {cellOf(column, row, index)}
                </div>
              ))}
            </Card>
          </li>
        );
      })}
    </ul>
  );
}
