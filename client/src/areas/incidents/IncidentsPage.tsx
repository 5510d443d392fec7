import { Button, Card, Empty, Flex, Tag, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import {
  type IncidentRowFragment,
  type IncidentSortField,
  useIncidentJurisdictionOptionsQuery,
  useIncidentsListQuery,
} from '../../../../generated/client';
import { CASE_PARAM } from '../../../../shared/incident-links';
import { formatDateTime } from '../../i18n/dates';
import { useLanguage } from '../../i18n/useLanguage';
import { enumOptions } from '../../registry/area';
import { ExportButton } from '../../registry/ExportButton';
import { FilterBar } from '../../registry/FilterBar';
import { LoadFailed, ResultCount } from '../../registry/ListStatus';
import { isFiltered } from '../../registry/list-state';
import { type RecordColumn, RecordList } from '../../registry/RecordList';
import { columnSortOrder, sortFromSorter } from '../../registry/sorting';
import { useListState } from '../../registry/useListState';
import { usePagination } from '../../shell/tables/pagination';
import {
  INCIDENT_STATUSES,
  INCIDENT_TYPES,
  INCIDENTS_LIST,
  incidentsInput,
  STATUS_COLORS,
} from './config';
import { IncidentDateRange } from './IncidentDateRange';
import { IncidentDrawer } from './IncidentDrawer';
import '../../registry/registry.css';
import './incidents.css';

type Column = RecordColumn<IncidentRowFragment> & { sortField?: IncidentSortField };

/**
 * Denuncias (/admin/denuncias): the tourists' reports as the tourism police work them, newest
 * first, filtered and searched in the URL; a case opens in a drawer, also from a link to it
 * (`?caso=<id>`, loaded by id whether or not it is on the page). Phones get one card per case
 * instead of a table, as every registry does.
 */
export function IncidentsPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const list = useListState(INCIDENTS_LIST);
  const { state } = list;
  const { data, previousData, loading, error, refetch } = useIncidentsListQuery({
    variables: { input: incidentsInput(state) },
    fetchPolicy: 'cache-and-network',
  });
  const jurisdictionOptions = useIncidentJurisdictionOptionsQuery({
    fetchPolicy: 'cache-and-network',
  });
  const jurisdictions = useMemo(
    () => jurisdictionOptions.data?.jurisdictions.items ?? [],
    [jurisdictionOptions.data],
  );
  // The open case lives in the URL (`?caso=`), so a notification can link to it and it
  // survives a reload; the list's own parameters stay as they are.
  const [params] = useSearchParams();
  const openId = params.get(CASE_PARAM) || null;
  const setOpenId = (id: string | null) => list.setParam(CASE_PARAM, id);
  const page = (data ?? previousData)?.incidents;
  const rows = page?.items;
  const total = page?.pageInfo.total ?? 0;
  const filtered = isFiltered(state);
  const pagination = usePagination({
    current: state.page,
    pageSize: state.size,
    onChange: list.setPage,
  });

  const open = (incident: IncidentRowFragment) => (
    <Button
      type="link"
      className="incidents-code"
      aria-label={t('incidents.openCase', { code: incident.code })}
      onClick={() => setOpenId(incident.id)}
    >
      {incident.code}
    </Button>
  );
  const statusTag = (incident: IncidentRowFragment) => (
    <Tag color={STATUS_COLORS[incident.status]}>{t(`enums.IncidentStatus.${incident.status}`)}</Tag>
  );
  const assignee = (incident: IncidentRowFragment) =>
    incident.assigneeName ?? (
      <Typography.Text type="secondary">{t('incidents.unassigned')}</Typography.Text>
    );
  const when = (incident: IncidentRowFragment) => (
    <time dateTime={incident.createdAt}>{formatDateTime(incident.createdAt, language)}</time>
  );

  const columns: Column[] = (
    [
      { key: 'code', card: 'title', sortField: 'CODE', render: (_, incident) => open(incident) },
      {
        key: 'type',
        card: 'field',
        render: (_, incident) => t(`enums.IncidentType.${incident.type}`),
      },
      {
        key: 'status',
        card: 'status',
        sortField: 'STATUS',
        render: (_, incident) => statusTag(incident),
      },
      { key: 'jurisdiction', card: 'field', render: (_, incident) => incident.office.jurisdiction },
      {
        key: 'createdAt',
        card: 'field',
        sortField: 'CREATED_AT',
        render: (_, incident) => when(incident),
      },
      { key: 'assignee', card: 'field', render: (_, incident) => assignee(incident) },
    ] satisfies Column[]
  ).map((column: Column) => ({
    ...column,
    title: t(`incidents.fields.${column.key}`),
    sorter: column.sortField !== undefined,
    sortOrder: columnSortOrder(column.sortField, state.sortBy, state.order),
    sortDirections: ['descend', 'ascend', 'descend'] as ('ascend' | 'descend')[],
  }));

  const empty = (
    <Empty description={t(`incidents.${filtered ? 'empty' : 'none'}`)}>
      {filtered && <Button onClick={list.clearFilters}>{t('registry.clearFilters')}</Button>}
    </Empty>
  );

  return (
    <Flex vertical gap={16} className="registry-page">
      <Flex wrap gap={12} justify="space-between" align="center">
        <Typography.Title level={1} className="registry-title">
          {t('incidents.title')}
        </Typography.Title>
        {/* The list as it is filtered now; the file leaves out the reporter's personal data. */}
        <ExportButton area="incidents" state={state} />
      </Flex>
      <Card>
        <FilterBar
          i18nKey="incidents"
          search={state.search}
          onSearch={list.setSearch}
          filters={[
            { name: 'status', options: enumOptions(t, 'IncidentStatus', INCIDENT_STATUSES) },
            { name: 'type', options: enumOptions(t, 'IncidentType', INCIDENT_TYPES) },
            {
              name: 'jurisdictionId',
              options: jurisdictions.map(({ id, name }) => ({ value: id, label: name })),
            },
          ]}
          values={state.filters}
          onFilter={(name, values) =>
            list.setFilter(name as 'status' | 'type' | 'jurisdictionId', values as never[])
          }
          onClear={filtered ? list.clearFilters : undefined}
          extraActive={state.filters.from.length || state.filters.to.length ? 1 : 0}
          extra={
            <IncidentDateRange
              from={state.filters.from[0]}
              to={state.filters.to[0]}
              onChange={(from, to) => {
                list.setFilter('from', from ? [from] : []);
                list.setFilter('to', to ? [to] : []);
              }}
            />
          }
        />
        <ResultCount total={total} known={rows !== undefined && !error} />
        {error && !loading ? (
          <LoadFailed onRetry={() => void refetch()} />
        ) : (
          <RecordList<IncidentRowFragment>
            label={t('incidents.title')}
            rows={rows}
            columns={columns}
            loading={loading}
            empty={empty}
            pagination={{ ...pagination, total }}
            onSort={(sorter) => {
              const next = sortFromSorter<IncidentSortField>(sorter as never);
              // Back from a header's last click: the list's own order, newest first.
              if (next.sortBy === null) list.setSort('CREATED_AT', 'DESC');
              else list.setSort(next.sortBy, next.order);
            }}
          />
        )}
      </Card>
      <IncidentDrawer
        id={openId}
        jurisdictions={jurisdictions}
        onClose={() => setOpenId(null)}
        onSaved={() => void refetch()}
      />
    </Flex>
  );
}
