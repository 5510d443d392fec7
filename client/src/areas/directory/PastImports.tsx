import { List, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { type DirectoryTarget, useDirectoryImportsQuery } from '../../../../generated/client';
import { formatDate, formatDateTime } from '../../i18n/dates';
import { useLanguage } from '../../i18n/useLanguage';
import { appliedCounts } from './applied-counts';

/** The imports applied before, newest first: when, by whom, which file and cut-off, what they did. */
export function PastImports({ target }: { target: DirectoryTarget }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { data } = useDirectoryImportsQuery({ variables: { target }, fetchPolicy: 'network-only' });
  const imports = data?.directoryImports ?? [];
  if (imports.length === 0) return null;
  return (
    <section aria-labelledby="directory-past-imports">
      <Typography.Title level={2} id="directory-past-imports" className="directory-past-title">
        {t('directory.past.title')}
      </Typography.Title>
      <List
        size="small"
        dataSource={imports}
        renderItem={(one) => (
          <List.Item key={one.id}>
            <List.Item.Meta
              title={t('directory.past.entry', {
                file: one.fileName,
                cutoff: one.cutoff ? formatDate(one.cutoff, language) : '—',
              })}
              description={
                <>
                  {t('directory.past.by', {
                    name: one.appliedBy ?? '',
                    at: one.appliedAt ? formatDateTime(one.appliedAt, language) : '',
                  })}
                  {one.applied && ` · ${appliedCounts(t, language, one.applied)}`}
                </>
              }
            />
          </List.Item>
        )}
      />
    </section>
  );
}
