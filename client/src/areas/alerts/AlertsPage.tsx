import { PlusOutlined } from '@ant-design/icons';
import { Button, Card, Empty, Flex, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { type AlertRowFragment, useAlertsListQuery } from '../../../../generated/client';
import { ALERT_CATEGORIES, ALERT_STATES } from '../../../../shared/alerts';
import { HISTORY_PARAM } from '../../../../shared/registry-links';
import { formatDateTime } from '../../i18n/dates';
import { useLanguage } from '../../i18n/useLanguage';
import { enumOptions } from '../../registry/area';
import { FilterBar } from '../../registry/FilterBar';
import { HistoryDrawer } from '../../registry/HistoryDrawer';
import { LoadFailed, ResultCount } from '../../registry/ListStatus';
import { isFiltered } from '../../registry/list-state';
import { useRegistryPermissions } from '../../registry/permissions';
import { type RecordColumn, RecordList } from '../../registry/RecordList';
import { RowActions } from '../../registry/RowActions';
import { useListState } from '../../registry/useListState';
import { usePagination } from '../../shell/tables/pagination';
import { AlertDrawer, type AlertEditing } from './AlertDrawer';
import { areaInWords } from './area-words';
import {
  ALERTS,
  ALERTS_LIST,
  alertsInput,
  SEVERITY_COLORS,
  STATE_COLORS,
  shownStates,
} from './config';
import '../../registry/registry.css';
import './alerts.css';

/** An alert's Spanish headline: how staff name it in the list, confirmations and history. */
export const headlineOf = (alert: AlertRowFragment) =>
  alert.texts.find((text) => text.language === 'es')?.headline ?? alert.texts[0]?.headline ?? '';

/**
 * Alertas (/admin/alertas): what the authorities tell tourists — strikes, blockades, rail cuts,
 * weather — newest change first, the active ones and the drafts until other states are chosen.
 * An alert opens in a drawer with its form and a preview of what tourists see; phones get one
 * card per alert, as the registries do.
 */
export function AlertsPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const list = useListState(ALERTS_LIST);
  const { state } = list;
  const can = useRegistryPermissions(ALERTS.area);
  const { data, previousData, loading, error, refetch } = useAlertsListQuery({
    variables: { input: alertsInput(state) },
    fetchPolicy: 'cache-and-network',
  });
  const [editing, setEditing] = useState<AlertEditing>(null);
  const [params] = useSearchParams();
  const historyId = can.history ? params.get(HISTORY_PARAM) || null : null;
  const setHistory = (id: string | null) => list.setParam(HISTORY_PARAM, id);
  const page = (data ?? previousData)?.alerts;
  const rows = page?.items;
  const total = page?.pageInfo.total ?? 0;
  const filtered = isFiltered(state);
  const historyRow = historyId ? rows?.find((row) => row.id === historyId) : undefined;
  const pagination = usePagination({
    current: state.page,
    pageSize: state.size,
    onChange: list.setPage,
  });
  const when = (iso: string) => <time dateTime={iso}>{formatDateTime(iso, language)}</time>;

  const columns: RecordColumn<AlertRowFragment>[] = (
    [
      {
        key: 'state',
        card: 'status',
        render: (_, alert) => (
          <Tag color={STATE_COLORS[alert.state]}>{t(`enums.AlertState.${alert.state}`)}</Tag>
        ),
      },
      {
        key: 'severity',
        card: 'field',
        render: (_, alert) => (
          <Tag color={SEVERITY_COLORS[alert.severity]}>
            {t(`enums.AlertSeverity.${alert.severity}`)}
          </Tag>
        ),
      },
      {
        key: 'category',
        card: 'field',
        render: (_, alert) => t(`enums.AlertCategory.${alert.category}`),
      },
      {
        key: 'headline',
        card: 'title',
        render: (_, alert) => (
          <Button
            type="link"
            className="alerts-open"
            aria-label={t('alerts.open', { headline: headlineOf(alert) })}
            onClick={() => setEditing({ mode: 'edit', alert })}
          >
            {headlineOf(alert)}
          </Button>
        ),
      },
      { key: 'area', card: 'field', render: (_, alert) => areaInWords(alert.area, t, language) },
      {
        key: 'validity',
        card: 'field',
        render: (_, alert) => (
          <span className="alerts-validity">
            {when(alert.onset)} – {when(alert.expires)}
          </span>
        ),
      },
      { key: 'source', dataIndex: 'source' },
      { key: 'updatedAt', render: (_, alert) => when(alert.updatedAt) },
      {
        key: 'actions',
        card: 'actions',
        width: 1,
        render: (_, alert) => (
          <RowActions
            name={headlineOf(alert)}
            onHistory={can.history ? () => setHistory(alert.id) : undefined}
          />
        ),
      },
    ] satisfies RecordColumn<AlertRowFragment>[]
  ).map((column) => ({ ...column, title: t(`alerts.fields.${String(column.key)}`) }));

  const empty = (
    <Empty description={t(`alerts.${filtered ? 'empty' : 'none'}`)}>
      {filtered ? (
        <Button onClick={list.clearFilters}>{t('registry.clearFilters')}</Button>
      ) : (
        can.create && (
          <Button type="primary" onClick={() => setEditing({ mode: 'create' })}>
            {t('alerts.new')}
          </Button>
        )
      )}
    </Empty>
  );

  return (
    <Flex vertical gap={16} className="registry-page">
      <Flex wrap gap={12} justify="space-between" align="center">
        <Typography.Title level={1} className="registry-title">
          {t('alerts.title')}
        </Typography.Title>
        {can.create && (
          <Button
            type="primary"
            icon={<PlusOutlined aria-hidden />}
            onClick={() => setEditing({ mode: 'create' })}
          >
            {t('alerts.new')}
          </Button>
        )}
      </Flex>
      <Card>
        <FilterBar
          i18nKey="alerts"
          search={state.search}
          onSearch={list.setSearch}
          filters={[
            { name: 'states', field: 'state', options: enumOptions(t, 'AlertState', ALERT_STATES) },
            { name: 'category', options: enumOptions(t, 'AlertCategory', ALERT_CATEGORIES) },
          ]}
          // Until a state is chosen the list shows its default states: the filter says which.
          values={{ ...state.filters, states: shownStates(state) }}
          onFilter={(name, values) => list.setFilter(name as 'states', values as never[])}
          onClear={filtered ? list.clearFilters : undefined}
        />
        <ResultCount total={total} known={rows !== undefined && !error} />
        {error && !loading ? (
          <LoadFailed onRetry={() => void refetch()} />
        ) : (
          <RecordList<AlertRowFragment>
            label={t('alerts.title')}
            rows={rows}
            columns={columns}
            loading={loading}
            empty={empty}
            pagination={{ ...pagination, total }}
            scrollX
            onSort={() => undefined}
          />
        )}
      </Card>
      <AlertDrawer
        editing={editing}
        onClose={() => setEditing(null)}
        onSaved={() => void refetch()}
        onHistory={(alert) => setHistory(alert.id)}
      />
      <HistoryDrawer
        config={ALERTS}
        record={historyId ? { id: historyId, name: historyRow && headlineOf(historyRow) } : null}
        onClose={() => setHistory(null)}
      />
    </Flex>
  );
}
