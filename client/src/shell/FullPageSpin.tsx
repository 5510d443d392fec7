import { Flex, Spin } from 'antd';
import { useTranslation } from 'react-i18next';

/** Shown while the session or a page is being resolved. */
export function FullPageSpin({ label }: { label?: string }) {
  const { t } = useTranslation();
  return (
    <Flex align="center" justify="center" style={{ minHeight: '100vh' }}>
      <Spin size="large" description={label ?? t('shell.loading.label')} />
    </Flex>
  );
}
