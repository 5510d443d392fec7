import { DownloadOutlined } from '@ant-design/icons';
import { App, Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../i18n/useLanguage';
import { useSession } from '../session/SessionContext';
import { downloadCsv } from './csv-download';
import { exportQuery, type ListState } from './list-state';

export interface ExportButtonProps {
  /** The area's REST path: the file comes from /api/admin/<area>/export. */
  area: string;
  state: ListState;
}

/** "Exportar CSV": the whole list as filtered, sorted and searched now, headers in the UI language. */
export function ExportButton({ area, state }: ExportButtonProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const session = useSession();
  const language = useLanguage();
  const [busy, setBusy] = useState(false);

  const run = async () => {
    setBusy(true);
    try {
      await downloadCsv(`/api/admin/${area}/export?${exportQuery(state, language)}`, session, {
        fallbackName: `${area}.csv`,
      });
    } catch {
      message.error(t('registry.exportFailed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button icon={<DownloadOutlined aria-hidden />} loading={busy} onClick={run}>
      {t('registry.exportCsv')}
    </Button>
  );
}
