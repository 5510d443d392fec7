import { Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { DirectoryTarget, OverviewQuery } from '../../../../generated/client';
import { importLink } from '../../../../shared/registry-links';
import { formatDateTime } from '../../i18n/dates';
import { useLanguage } from '../../i18n/useLanguage';
import { useRegistryPermissions } from '../../registry/permissions';
import { registrySection } from '../overview/registry-sections';

export type LatestImport = OverviewQuery['overview']['latestImports'][number];

/** Each target's registry, as the audit trail and the links name it. */
const TARGET_REGISTRIES = {
  TRAVEL_AGENCIES: 'travel_agencies',
  LODGINGS: 'lodgings',
} as const satisfies Record<DirectoryTarget, string>;

/**
 * One directory import among the latest changes: "Importación del directorio: 12 nuevas, 3
 * cambios, 44 marcadas", opening the import for those who import; who applied it, and when.
 */
export function ImportChangeLine({ one }: { one: LatestImport }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const can = useRegistryPermissions('directory-imports');
  const registry = TARGET_REGISTRIES[one.target];
  const section = registrySection(registry);
  const counts = one.applied ?? { created: 0, changed: 0, missing: 0 };
  const parts = [
    counts.created > 0 && t(`overview.import.${one.target}.created`, { count: counts.created }),
    counts.changed > 0 && t('overview.import.changed', { count: counts.changed }),
    counts.missing > 0 && t(`overview.import.${one.target}.missing`, { count: counts.missing }),
  ].filter(Boolean);
  const text = t('overview.import.title', {
    counts: parts.length > 0 ? parts.join(', ') : t('overview.import.nothing'),
  });
  return (
    <>
      <div>
        {can.create ? (
          <Link to={importLink(registry, one.id)} title={t('overview.import.open')}>
            {text}
          </Link>
        ) : (
          <Typography.Text>{text}</Typography.Text>
        )}{' '}
        {section && <Tag>{t(section.titleKey)}</Tag>}
        {one.undoneAt && <Tag color="default">{t('overview.import.undone')}</Tag>}
      </div>
      <Typography.Text type="secondary">
        {t('overview.import.by', { name: one.appliedBy ?? '' })}
        {' · '}
        {one.appliedAt && (
          <time dateTime={one.appliedAt}>{formatDateTime(one.appliedAt, language)}</time>
        )}
      </Typography.Text>
    </>
  );
}
