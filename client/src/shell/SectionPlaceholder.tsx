import { Result } from 'antd';
import { useTranslation } from 'react-i18next';

/** A section of the staff application whose screens are not built yet. */
export function SectionPlaceholder({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation();
  return (
    <Result
      status="info"
      title={<h1 className="result-heading">{t(titleKey)}</h1>}
      subTitle={t('shell.sectionComing')}
    />
  );
}
