import { CopyOutlined } from '@ant-design/icons';
import { Alert, App, Button, Flex, Input, type InputRef, Modal, Typography } from 'antd';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';

/** A temporary password the server just gave an account: it is never asked for again. */
export interface IssuedPassword {
  name: string;
  username: string;
  password: string;
}

export interface TemporaryPasswordModalProps {
  issued: IssuedPassword | null;
  /** The caller forgets the password here. */
  onClose: () => void;
}

/**
 * Shows a new or reset account's temporary password this once, large and in a monospace font
 * so it can be read out, with a copy button. Only its "Cerrar" button closes it (not Escape or a
 * click beside it, which would lose it by accident), and closing removes it from the page.
 */
export function TemporaryPasswordModal({ issued, onClose }: TemporaryPasswordModalProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const input = useRef<InputRef>(null);

  const copy = async () => {
    if (!issued) return;
    try {
      // Missing outside a secure context (plain http on a LAN address), refused without focus.
      if (!navigator.clipboard) throw new Error('No clipboard');
      await navigator.clipboard.writeText(issued.password);
      message.success(t('users.password.copied'));
    } catch {
      input.current?.focus({ cursor: 'all' });
      message.info(t('users.password.selected'));
    }
  };

  return (
    <Modal
      open={issued !== null}
      title={issued && t('users.password.title', { name: issued.name })}
      onCancel={onClose}
      closable={false}
      mask={{ closable: false }}
      keyboard={false}
      destroyOnHidden
      footer={
        <Button type="primary" onClick={onClose}>
          {t('users.password.close')}
        </Button>
      }
    >
      {issued && (
        <Flex vertical gap={16}>
          <Typography.Paragraph style={{ margin: 0 }}>
            {t('users.password.intro', { name: issued.name, username: issued.username })}
          </Typography.Paragraph>
          <Flex wrap gap={8} align="stretch">
            <Input
              ref={input}
              readOnly
              size="large"
              value={issued.password}
              aria-label={t('users.password.label')}
              className="users-temporary-password"
              onFocus={(event) => event.currentTarget.select()}
            />
            <Button size="large" icon={<CopyOutlined aria-hidden />} onClick={copy}>
              {t('users.password.copy')}
            </Button>
          </Flex>
          <Alert
            type="warning"
            showIcon
            title={t('users.password.once')}
            description={t('users.password.mustChange')}
          />
        </Flex>
      )}
    </Modal>
  );
}
