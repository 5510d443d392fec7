import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';

/** In place of a landing-page part that could not be loaded: what happened, and a retry. */
export function LoadFailedAlert({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert
      type="error"
      showIcon
      title={t('common.loadFailed')}
      action={
        <Button size="small" onClick={onRetry}>
          {t('overview.retry')}
        </Button>
      }
    />
  );
}
