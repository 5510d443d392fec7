import { InboxOutlined } from '@ant-design/icons';
import { Alert, Button, Drawer, Flex, Result, Spin, Typography, Upload } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type DirectoryTarget,
  useApplyDirectoryImportMutation,
  useDirectoryImportQuery,
} from '../../../../generated/client';
import { missingNeedsConfirmation, recordsWritten } from '../../../../shared/directory-preview';
import { formatDateTime, formatTime } from '../../i18n/dates';
import { useLanguage } from '../../i18n/useLanguage';
import type { RegistryAreaConfig } from '../../registry/area';
import { useSession } from '../../session/SessionContext';
import { useScreenAtLeast } from '../../shell/config/useMediaQuery';
import { appliedCounts } from './applied-counts';
import { applyErrorMessage, missingToConfirm } from './apply-errors';
import { DirectoryPreview } from './DirectoryPreview';
import { MissingConfirmation } from './MissingConfirmation';
import { PastImports } from './PastImports';
import { PREVIEW_PATHS, uploadDirectoryFile, uploadErrorMessage } from './upload';
import './directory.css';

export interface DirectoryImportDrawerProps {
  config: RegistryAreaConfig;
  target: DirectoryTarget;
  open: boolean;
  onClose: () => void;
  /** The import was applied (or undone): the registry's list is to be read again. */
  onApplied: () => void;
  /** An import to show at once (opened from a link), instead of the upload. */
  importId?: string | null;
}

/**
 * "Importar del directorio": a file of the national directory is uploaded, its preview read,
 * and only a confirmation changes the registry. Closing before confirming changes nothing.
 */
export function DirectoryImportDrawer({
  config,
  target,
  open,
  onClose,
  onApplied,
  importId = null,
}: DirectoryImportDrawerProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const session = useSession();
  const wide = useScreenAtLeast('md');
  const [previewId, setPreviewId] = useState<string | null>(importId);
  // Set while the person is asked to confirm marking many records "not in the directory".
  const [confirming, setConfirming] = useState<number | null>(null);
  const [uploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const { data, loading, error, refetch } = useDirectoryImportQuery({
    variables: { id: previewId ?? '' },
    skip: previewId === null,
    fetchPolicy: 'network-only',
  });
  const [apply, applying] = useApplyDirectoryImportMutation();
  const record = applying.data?.applyDirectoryImport ?? data?.directoryImport;

  const reset = () => {
    setPreviewId(null);
    setConfirming(null);
    setUploadError(null);
    applying.reset();
  };
  const close = () => {
    reset();
    onClose();
  };

  const upload = async (file: File) => {
    setUploading(true);
    setUploadError(null);
    try {
      setPreviewId(await uploadDirectoryFile(PREVIEW_PATHS[target], file, session));
    } catch (failure) {
      setUploadError(uploadErrorMessage(t, failure));
    } finally {
      setUploading(false);
    }
  };

  const preview = record?.preview;
  const send = async (confirmMissing: number | null) => {
    if (!previewId) return;
    try {
      await apply({ variables: { id: previewId, confirmMissing } });
      setConfirming(null);
      onApplied();
    } catch {
      // Shown from `applying.error`.
      setConfirming(null);
    }
  };
  // More than a tenth of the registry marked missing is asked first (the server insists too);
  // after a refusal that names a new count, that count is asked.
  const confirm = () => {
    if (!preview) return;
    const asked = missingToConfirm(applying.error) ?? preview.missing.length;
    if (missingNeedsConfirmation(asked, preview.registryTotal)) setConfirming(asked);
    else void send(null);
  };

  const toWrite = preview ? recordsWritten(preview) : 0;
  const expiresAt = record ? formatTime(record.expiresAt, language) : '';

  let body: ReactNode;
  if (record?.applied) {
    body = (
      <Result
        status="success"
        title={t('directory.applied.title')}
        subTitle={
          record.undoneAt
            ? `${appliedCounts(t, language, record.applied)} ${t('directory.undo.undone', {
                at: formatDateTime(record.undoneAt, language),
              })}.`
            : appliedCounts(t, language, record.applied)
        }
        extra={<Button onClick={close}>{t('directory.applied.close')}</Button>}
      />
    );
  } else if (previewId && (loading || !record) && !error) {
    body = (
      <Flex justify="center">
        <Spin />
      </Flex>
    );
  } else if (previewId && error) {
    body = (
      <Alert
        type="error"
        showIcon
        title={t('directory.preview.loadFailed')}
        action={<Button onClick={() => refetch()}>{t('registry.retry')}</Button>}
      />
    );
  } else if (record && preview) {
    body = (
      <Flex vertical gap={16}>
        <DirectoryPreview config={config} record={record} preview={preview} />
        {applying.error && (
          <Alert type="error" showIcon title={applyErrorMessage(t, applying.error)} />
        )}
        {toWrite === 0 && <Alert type="info" showIcon title={t('directory.preview.nothingToDo')} />}
      </Flex>
    );
  } else {
    body = (
      <Flex vertical gap={16}>
        <Typography.Paragraph>{t('directory.upload.intro')}</Typography.Paragraph>
        <Upload.Dragger
          accept=".csv,text/csv"
          multiple={false}
          showUploadList={false}
          disabled={uploading}
          beforeUpload={(file) => {
            void upload(file);
            // The file goes with the session's token (uploadDirectoryFile), not antd's request.
            return false;
          }}
        >
          <p className="ant-upload-drag-icon">
            {uploading ? <Spin /> : <InboxOutlined aria-hidden />}
          </p>
          <p className="ant-upload-text">
            {uploading ? t('directory.upload.reading') : t('directory.upload.choose')}
          </p>
          <p className="ant-upload-hint">{t('directory.upload.hint')}</p>
        </Upload.Dragger>
        {uploadError && <Alert type="error" showIcon title={uploadError} role="alert" />}
        <PastImports target={target} onUndone={onApplied} />
      </Flex>
    );
  }

  const footer =
    record && preview && !record.applied ? (
      <Flex wrap gap={8} justify="space-between" align="center">
        <Typography.Text type="secondary">
          {t('directory.preview.expires', { time: expiresAt })}
        </Typography.Text>
        <Flex gap={8}>
          <Button onClick={reset}>{t('directory.preview.another')}</Button>
          <Button
            type="primary"
            disabled={toWrite === 0}
            loading={applying.loading}
            onClick={confirm}
          >
            {t('directory.preview.apply')}
          </Button>
        </Flex>
      </Flex>
    ) : null;

  return (
    <>
      <Drawer
        open={open}
        onClose={close}
        size={wide ? 880 : '100%'}
        destroyOnHidden
        title={t('directory.title', { registry: t(`${config.i18nKey}.title`) })}
        footer={footer}
      >
        {body}
      </Drawer>
      {preview && confirming !== null && (
        <MissingConfirmation
          open
          count={confirming}
          total={preview.registryTotal}
          cutoff={record?.cutoff ?? null}
          applying={applying.loading}
          onConfirm={() => void send(confirming)}
          onCancel={() => setConfirming(null)}
        />
      )}
    </>
  );
}
