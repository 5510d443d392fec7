import { InboxOutlined } from '@ant-design/icons';
import { Alert, Button, Drawer, Flex, Result, Spin, Typography, Upload } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type DirectoryTarget,
  useApplyDirectoryImportMutation,
  useDirectoryImportQuery,
} from '../../../../generated/client';
import { recordsWritten } from '../../../../shared/directory-preview';
import { formatTime } from '../../i18n/dates';
import { useLanguage } from '../../i18n/useLanguage';
import type { RegistryAreaConfig } from '../../registry/area';
import { useSession } from '../../session/SessionContext';
import { useScreenAtLeast } from '../../shell/config/useMediaQuery';
import { appliedCounts } from './applied-counts';
import { applyErrorMessage } from './apply-errors';
import { DirectoryPreview } from './DirectoryPreview';
import { PastImports } from './PastImports';
import { PREVIEW_PATHS, uploadDirectoryFile, uploadErrorMessage } from './upload';
import './directory.css';

export interface DirectoryImportDrawerProps {
  config: RegistryAreaConfig;
  target: DirectoryTarget;
  open: boolean;
  onClose: () => void;
  /** The import was applied: the registry's list is to be read again. */
  onApplied: () => void;
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
}: DirectoryImportDrawerProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const session = useSession();
  const wide = useScreenAtLeast('md');
  const [previewId, setPreviewId] = useState<string | null>(null);
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
    setUploadError(null);
    applying.reset();
  };
  const close = () => {
    reset();
    onClose();
  };

  const send = async (file: File) => {
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

  const confirm = async () => {
    if (!previewId) return;
    try {
      await apply({ variables: { id: previewId } });
      onApplied();
    } catch {
      // Shown from `applying.error`.
    }
  };

  const preview = record?.preview;
  const toWrite = preview ? recordsWritten(preview) : 0;
  const expiresAt = record ? formatTime(record.expiresAt, language) : '';

  let body: ReactNode;
  if (record?.applied) {
    body = (
      <Result
        status="success"
        title={t('directory.applied.title')}
        subTitle={appliedCounts(t, language, record.applied)}
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
            void send(file);
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
        <PastImports target={target} />
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
  );
}
