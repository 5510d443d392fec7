import { App } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { type UserRowFragment, useResetUserPasswordMutation } from '../../../../generated/client';
import { userActionProblem } from './messages';
import type { IssuedPassword } from './TemporaryPasswordModal';

/**
 * "Restablecer contraseña": asks first (the account's sessions end), then hands the new
 * temporary password to `onIssued`, to be shown once.
 */
export function useResetPassword(onIssued: (issued: IssuedPassword) => void, onDone: () => void) {
  const { t } = useTranslation();
  const { modal, message } = App.useApp();
  // The answer holds the temporary password: it must not stay in Apollo's cache.
  const [resetPassword] = useResetUserPasswordMutation({ fetchPolicy: 'no-cache' });
  return useCallback(
    (user: UserRowFragment) => {
      modal.confirm({
        title: t('users.reset.title', { name: user.name }),
        content: t('users.reset.content'),
        okText: t('users.reset.ok'),
        okButtonProps: { danger: true },
        cancelText: t('users.reset.cancel'),
        onOk: async () => {
          try {
            const { data } = await resetPassword({ variables: { id: user.id } });
            if (!data) return;
            const reset = data.resetUserPassword;
            onIssued({
              name: reset.user.name,
              username: reset.user.username,
              password: reset.temporaryPassword,
            });
            onDone();
          } catch (error) {
            message.error(userActionProblem(t, error));
          }
        },
      });
    },
    [t, modal, message, resetPassword, onIssued, onDone],
  );
}
