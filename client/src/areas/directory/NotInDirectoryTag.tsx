import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../i18n/dates';
import { useLanguage } from '../../i18n/useLanguage';

/**
 * Marks a record the last directory import no longer found, for staff to review (an import
 * never deletes); nothing for a record the directory lists or never met.
 */
export function NotInDirectoryTag({ since }: { since: string | null | undefined }) {
  const { t } = useTranslation();
  const language = useLanguage();
  if (!since) return null;
  return (
    <Tag
      color="orange"
      title={t('directory.notListedSince', { date: formatDate(since, language) })}
    >
      {t('directory.notListed')}
    </Tag>
  );
}
