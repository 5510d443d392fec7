import { ReloadOutlined } from '@ant-design/icons';
import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * How many rows the list has, announced to screen readers as it changes; empty while the list
 * is first loading or failed (the failure says so itself).
 */
export function ResultCount({ total, known }: { total: number; known: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="registry-result-count" role="status" aria-live="polite">
      {known ? t('registry.resultCount', { count: total }) : ''}
    </div>
  );
}

/** In place of a list that could not be loaded: what happened, and a way to try again. */
export function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Result
      status="error"
      title={t('registry.loadFailed')}
      extra={
        <Button icon={<ReloadOutlined aria-hidden />} onClick={onRetry}>
          {t('registry.retry')}
        </Button>
      }
    />
  );
}
