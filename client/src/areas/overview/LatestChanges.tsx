import { Card, Empty, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { OverviewQuery } from '../../../../generated/client';
import { historyLink, isLinkedRegistry } from '../../../../shared/registry-links';
import { formatDateTime } from '../../i18n/dates';
import { useLanguage } from '../../i18n/useLanguage';
import { entryLabel } from '../../registry/history-values';
import { registryPermissions } from '../../registry/permissions';
import { useSessionState } from '../../session/SessionContext';
import { ImportChangeLine, type LatestImport } from '../directory/ImportChangeLine';
import { changedFieldNames } from './changed-fields';
import { registryLink, registrySection } from './registry-sections';

type Change = OverviewQuery['overview']['latestChanges'][number];

/** How many lines the card shows: the overview query's `latest`. */
const LATEST_SHOWN = 8;

/**
 * The latest changes to the registries the user may open: what, who, which fields, when. A
 * record links to its history where the user may read it (those who change the registry), also
 * once deleted; else to the registry searched for it while it exists.
 */
export function LatestChanges({
  changes,
  imports = [],
}: {
  changes: readonly Change[];
  /** Directory imports, each one line among the changes (their records' entries are not). */
  imports?: readonly LatestImport[];
}) {
  const { t, i18n } = useTranslation();
  const language = useLanguage();
  // A record deleted since: its delete is newer, so it is listed too. Its earlier entries say
  // so instead of linking to a search that finds nothing.
  const deleted = new Set(
    changes
      .filter((change) => change.action === 'DELETE')
      .map((change) => `${change.area}:${change.recordId}`),
  );

  const session = useSessionState();
  const permissions = session.status === 'signed-in' ? session.user.permissions : [];

  const linkOf = (change: Change) => {
    const area = change.area.replace(/_/g, '-');
    if (isLinkedRegistry(change.area) && registryPermissions(permissions, area).history) {
      return { to: historyLink(change.area, change.recordId), history: true };
    }
    // A record deleted since has no search to open: only its history, for those who edit.
    const gone = deleted.has(`${change.area}:${change.recordId}`);
    const search =
      change.action === 'DELETE' || gone
        ? null
        : registryLink(change.area, entryLabel(change, language));
    return search ? { to: search, history: false } : null;
  };
  const what = (change: Change) => {
    const fields =
      change.action === 'UPDATE'
        ? changedFieldNames(
            change.area,
            change.changes.map((field) => field.field),
            t,
            (key) => i18n.exists(key),
            language,
          )
        : null;
    return fields
      ? t('overview.changes.UPDATE_fields', { actor: change.actor.name, fields })
      : t(`overview.changes.${change.action}`, {
          actor: change.actor.name,
          count: change.changes.length,
        });
  };

  return (
    <Card title={t('overview.changes.title')}>
      {changes.length === 0 && imports.length === 0 ? (
        <Empty description={t('overview.changes.empty')} />
      ) : (
        <ol className="overview-changes">
          {newestFirst(changes, imports).map((item) => {
            if ('target' in item) {
              return (
                <li key={item.id}>
                  <ImportChangeLine one={item} />
                </li>
              );
            }
            const change = item;
            const section = registrySection(change.area);
            const gone = deleted.has(`${change.area}:${change.recordId}`);
            const link = linkOf(change);
            const label = entryLabel(change, language);
            return (
              <li key={change.id}>
                <div>
                  {link ? (
                    <Link
                      to={link.to}
                      title={
                        link.history
                          ? t('overview.changes.openHistory', { name: label })
                          : undefined
                      }
                    >
                      {label}
                    </Link>
                  ) : (
                    <Typography.Text>{label}</Typography.Text>
                  )}{' '}
                  {section && <Tag>{t(section.titleKey)}</Tag>}
                  {gone && change.action !== 'DELETE' && (
                    <Tag color="default">{t('overview.changes.deleted')}</Tag>
                  )}
                </div>
                <Typography.Text type="secondary">
                  {what(change)}
                  {' · '}
                  <time dateTime={change.at}>{formatDateTime(change.at, language)}</time>
                </Typography.Text>
              </li>
            );
          })}
        </ol>
      )}
    </Card>
  );
}

/**
 * Changes and imports in one list, newest first, as many as the changes asked for (the overview
 * query's `latest`; when fewer changes came back, there are no more).
 */
function newestFirst(
  changes: readonly Change[],
  imports: readonly LatestImport[],
): (Change | LatestImport)[] {
  const at = (item: Change | LatestImport) => ('target' in item ? (item.appliedAt ?? '') : item.at);
  return [...changes, ...imports]
    .sort((a, b) => at(b).localeCompare(at(a)))
    .slice(0, Math.max(LATEST_SHOWN, changes.length));
}
