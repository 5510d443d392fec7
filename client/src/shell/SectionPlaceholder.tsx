import { Result } from 'antd';
import { useTranslation } from 'react-i18next';

/** A section of the staff application whose screens are not built yet. */
export function SectionPlaceholder({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation();
  return <Result status="info" title={t(titleKey)} subTitle={t('shell.sectionComing')} />;
}
