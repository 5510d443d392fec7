import { Alert, Button, Drawer, Empty, Flex, Spin, Tag, Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  type AuditAction,
  type RecordHistoryQuery,
  useRecordHistoryQuery,
} from '../../../generated/client';
import { formatDateTime } from '../i18n/dates';
import { useLanguage } from '../i18n/useLanguage';
import { useScreenAtLeast } from '../shell/config/useMediaQuery';
import type { RegistryAreaConfig } from './area';
import { changeValue, entryLabel, fieldLabel, formatValue } from './history-values';

const ACTION_COLORS: Record<AuditAction, string> = {
  CREATE: 'green',
  UPDATE: 'blue',
  DELETE: 'red',
};

export interface HistoryDrawerProps {
  config: RegistryAreaConfig;
  /**
   * The record whose history is open; null: closed. Without a name (opened from a link, the
   * record perhaps deleted) the drawer names it as its latest change did.
   */
  record: { id: string; name?: string } | null;
  onClose: () => void;
}

/**
 * The fields an entry lists: every change of an update; the values a record was created with or
 * had when deleted, without its empty fields.
 */
function shownChanges(
  entry: RecordHistoryQuery['recordHistory'][number],
  order: readonly string[] = [],
) {
  const rank = (field: string) => {
    const found = order.indexOf(field);
    return found === -1 ? order.length : found;
  };
  const shown =
    entry.action === 'UPDATE'
      ? entry.changes
      : entry.changes.filter((change) => {
          const value = entry.action === 'CREATE' ? change.after : change.before;
          return !(value === null || value === '' || (Array.isArray(value) && value.length === 0));
        });
  // Array.prototype.sort is stable: fields outside `order` keep the server's order.
  return [...shown].sort((a, b) => rank(a.field) - rank(b.field));
}

/** A record's history (`recordHistory`), newest first: who changed which fields, when, from what to what. */
export function HistoryDrawer({ config, record, onClose }: HistoryDrawerProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const wide = useScreenAtLeast('sm');
  const { data, loading, error, refetch } = useRecordHistoryQuery({
    variables: { area: config.historyArea, id: record?.id ?? '' },
    skip: !record,
    fetchPolicy: 'network-only',
  });
  const context = { t, language };
  const entries = data?.recordHistory ?? [];
  type Change = RecordHistoryQuery['recordHistory'][number]['changes'][number];
  const before = (change: Change) =>
    changeValue(config, change.field, change.before, change.beforeName, context);
  const after = (change: Change) =>
    changeValue(config, change.field, change.after, change.afterName, context);
  const name = record?.name ?? (entries[0] && entryLabel(entries[0], language));

  return (
    <Drawer
      open={record !== null}
      onClose={onClose}
      size={wide ? 560 : '100%'}
      destroyOnHidden
      title={name ? t('registry.history.title', { name }) : t('registry.history.titleUnnamed')}
    >
      {loading && !data ? (
        <Flex justify="center">
          <Spin />
        </Flex>
      ) : error ? (
        <Alert
          type="error"
          showIcon
          title={t('registry.history.loadFailed')}
          action={<Button onClick={() => refetch()}>{t('registry.retry')}</Button>}
        />
      ) : entries.length === 0 ? (
        <Empty description={t('registry.history.empty')} />
      ) : (
        <Timeline
          items={entries.map((entry) => ({
            key: entry.id,
            color: ACTION_COLORS[entry.action],
            content: (
              <div className="registry-history-entry">
                <Flex wrap gap={8} align="center">
                  <Tag color={ACTION_COLORS[entry.action]}>
                    {t(`enums.AuditAction.${entry.action}`)}
                  </Tag>
                  <time dateTime={entry.at}>{formatDateTime(entry.at, language)}</time>
                </Flex>
                <Typography.Text type="secondary">
                  {t('registry.history.by', { name: entry.actor.name })}
                  {entry.directoryImport &&
                    ` · ${t(
                      entry.directoryImport.undone
                        ? 'registry.history.undidDirectory'
                        : 'registry.history.fromDirectory',
                      {
                        file: entry.directoryImport.fileName,
                        date: formatValue(config, 'cutoff', entry.directoryImport.cutoff, context),
                      },
                    )}`}
                </Typography.Text>
                {entry.reason && (
                  <Typography.Paragraph className="registry-history-reason">
                    {t('registry.history.reason', { reason: entry.reason })}
                  </Typography.Paragraph>
                )}
                <dl className="registry-history-changes">
                  {shownChanges(entry, config.fieldOrder).map((change) => (
                    <div key={change.field}>
                      <dt>{fieldLabel(config, change.field, context)}</dt>
                      <dd>
                        {entry.action === 'CREATE'
                          ? after(change)
                          : entry.action === 'DELETE'
                            ? before(change)
                            : t('registry.history.change', {
                                before: before(change),
                                after: after(change),
                              })}
                      </dd>
                    </div>
                  ))}
                </dl>
              </div>
            ),
          }))}
        />
      )}
    </Drawer>
  );
}
