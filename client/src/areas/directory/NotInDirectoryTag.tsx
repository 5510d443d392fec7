import { App, Button, Flex, Form, Input, Modal, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type DirectoryTarget, useClearDirectoryMarkMutation } from '../../../../generated/client';
import { formatDate } from '../../i18n/dates';
import { useLanguage } from '../../i18n/useLanguage';
import { useRegistryPermissions } from '../../registry/permissions';
import './directory.css';

/** The registry's permission area of each target (server/areas/directory/targets.ts). */
const TARGET_AREAS: Record<DirectoryTarget, string> = {
  TRAVEL_AGENCIES: 'travel-agencies',
  LODGINGS: 'lodgings',
};

export interface NotInDirectoryTagProps {
  since: string | null | undefined;
  target: DirectoryTarget;
  record: { id: string; name: string };
  /** The mark was cleared: the list is to be read again. */
  onCleared: () => void;
}

/**
 * Marks a record the last directory import no longer found, for staff to review (an import
 * never deletes); nothing for a record the directory lists or never met. Those who may change
 * the registry can clear the mark, saying why (kept in the record's history).
 */
export function NotInDirectoryTag({ since, target, record, onCleared }: NotInDirectoryTagProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const can = useRegistryPermissions(TARGET_AREAS[target]);
  const [asking, setAsking] = useState(false);
  if (!since) return null;
  return (
    <Flex wrap gap={4} align="center">
      <Tag
        color="orange"
        title={t('directory.notListedSince', { date: formatDate(since, language) })}
      >
        {t('directory.notListed')}
      </Tag>
      {can.update && (
        <Button
          type="link"
          size="small"
          className="directory-clear-mark"
          aria-label={t('directory.clearMark.buttonLabel', { name: record.name })}
          onClick={() => setAsking(true)}
        >
          {t('directory.clearMark.button')}
        </Button>
      )}
      {asking && (
        <ClearMarkDialog
          target={target}
          record={record}
          onClose={() => setAsking(false)}
          onCleared={onCleared}
        />
      )}
    </Flex>
  );
}

function ClearMarkDialog({
  target,
  record,
  onClose,
  onCleared,
}: Omit<NotInDirectoryTagProps, 'since'> & { onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ reason: string }>();
  const [clear, clearing] = useClearDirectoryMarkMutation();
  const [failed, setFailed] = useState(false);

  const submit = async ({ reason }: { reason: string }) => {
    setFailed(false);
    try {
      await clear({ variables: { target, id: record.id, reason: reason.trim() } });
      message.success(t('directory.clearMark.done', { name: record.name }));
      onClose();
      onCleared();
    } catch {
      setFailed(true);
    }
  };

  return (
    <Modal
      open
      title={t('directory.clearMark.title', { name: record.name })}
      okText={t('directory.clearMark.ok')}
      cancelText={t('directory.clearMark.cancel')}
      okButtonProps={{ loading: clearing.loading }}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Typography.Paragraph>{t('directory.clearMark.help')}</Typography.Paragraph>
      <Form form={form} layout="vertical" onFinish={submit}>
        <Form.Item
          name="reason"
          label={t('directory.clearMark.reason')}
          rules={[
            { required: true, whitespace: true, message: t('directory.clearMark.reasonRequired') },
            { max: 500, message: t('registry.validation.tooLong', { max: 500 }) },
          ]}
        >
          <Input.TextArea rows={3} maxLength={500} autoFocus />
        </Form.Item>
      </Form>
      {failed && (
        <Typography.Text type="danger" role="alert">
          {t('directory.clearMark.failed')}
        </Typography.Text>
      )}
    </Modal>
  );
}
