import { App, Form, Modal, Select, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type Role,
  type UserRowFragment,
  useUpdateUserMutation,
} from '../../../../generated/client';
import { enumOptions } from '../../registry/area';
import { ROLES } from './config';
import { userActionProblem } from './messages';

export interface ActivateUserModalProps {
  /** The pending sign-up to let in; null: closed. */
  user: UserRowFragment | null;
  onClose: () => void;
  onActivated: () => void;
}

/**
 * Lets a pending sign-up in: the ADMINISTRADOR chooses the role it works with, and the account
 * becomes ACTIVO with it in one change.
 */
export function ActivateUserModal({ user, onClose, onActivated }: ActivateUserModalProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [role, setRole] = useState<Role | undefined>(user?.role);
  const [updateUser, { loading }] = useUpdateUserMutation();

  useEffect(() => setRole(user?.role), [user]);

  const activate = async () => {
    if (!user || !role) return;
    try {
      await updateUser({ variables: { id: user.id, input: { status: 'ACTIVO', role } } });
    } catch (error) {
      message.error(userActionProblem(t, error));
      return;
    }
    message.success(t('users.activate.done', { name: user.name }));
    onClose();
    onActivated();
  };

  return (
    <Modal
      open={user !== null}
      title={user && t('users.activate.title', { name: user.name })}
      okText={t('users.activate.ok')}
      cancelText={t('users.activate.cancel')}
      okButtonProps={{ disabled: !role }}
      confirmLoading={loading}
      onOk={activate}
      onCancel={onClose}
      destroyOnHidden
    >
      {user && (
        <>
          <Typography.Paragraph>
            {t('users.activate.content', { name: user.name })}
          </Typography.Paragraph>
          <Form layout="vertical">
            <Form.Item label={t('users.fields.role')} htmlFor="activate-role" required>
              <Select
                id="activate-role"
                value={role}
                onChange={setRole}
                options={enumOptions(t, 'Role', ROLES)}
              />
            </Form.Item>
          </Form>
        </>
      )}
    </Modal>
  );
}
