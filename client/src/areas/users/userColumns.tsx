import { CheckCircleOutlined, KeyOutlined } from '@ant-design/icons';
import { Avatar, Button, Flex, Tag, Tooltip, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { UserRowFragment, UserSortField } from '../../../../generated/client';
import { formatDateTime, formatInstantDate } from '../../i18n/dates';
import type { RegistryColumn } from '../../registry/RegistryListPage';
import { initials } from '../../shell/initials';
import { officerOption } from '../jurisdictions/ResponsibleOfficerSelect';
import { isPendingActivation, ROLE_COLORS, STATUS_COLORS } from './config';

export interface UserColumnOptions {
  t: TFunction;
  language: string;
  /** The signed-in account's id: its row says "Tú". */
  selfId: string | null;
}

/** The columns of Usuarios. */
export function userColumns({
  t,
  language,
  selfId,
}: UserColumnOptions): RegistryColumn<UserRowFragment, UserSortField>[] {
  return [
    {
      key: 'name',
      card: 'title',
      sortField: 'NAME',
      alwaysVisible: true,
      render: (_, user) => (
        <Flex gap={8} align="center">
          <Avatar size="small" src={user.avatar || undefined} alt="">
            {initials(user.name || user.username)}
          </Avatar>
          <Typography.Text strong>{user.name}</Typography.Text>
          {user.id === selfId && <Tag color="gold">{t('users.list.you')}</Tag>}
        </Flex>
      ),
    },
    // Gives way on a laptop screen, where a pending account's row needs the room: the email
    // names the account too, and "Columnas" brings it back.
    { key: 'username', dataIndex: 'username', sortField: 'USERNAME', hiddenBelow: 'xxl' },
    { key: 'email', card: 'field', dataIndex: 'email', sortField: 'EMAIL' },
    {
      key: 'role',
      card: 'field',
      sortField: 'ROLE',
      render: (_, user) => (
        <Flex vertical gap={2} align="flex-start">
          <Tag color={ROLE_COLORS[user.role]}>{t(`enums.Role.${user.role}`)}</Tag>
          {user.officer && (
            <Typography.Text
              type="secondary"
              className="users-officer"
              title={officerOption(t, user.officer)}
            >
              {`${t(`enums.PoliceRank.${user.officer.rank}`)} ${user.officer.lastNames}`}
            </Typography.Text>
          )}
        </Flex>
      ),
    },
    {
      key: 'status',
      card: 'status',
      sortField: 'STATUS',
      // One tag that says which inactive it is: waiting for activation, or deactivated.
      render: (_, user) =>
        isPendingActivation(user) ? (
          <Tooltip title={t('users.list.pendingHelp')}>
            <Tag color="warning" className="users-status">
              {t('users.list.pending')}
            </Tag>
          </Tooltip>
        ) : user.status === 'INACTIVO' ? (
          <Tooltip
            title={
              user.deactivatedAt
                ? t('users.list.deactivatedHelp', {
                    date: formatDateTime(user.deactivatedAt, language),
                  })
                : t('users.list.deactivatedHelpUndated')
            }
          >
            <Tag color={STATUS_COLORS.INACTIVO} className="users-status">
              {t('users.list.deactivated')}
            </Tag>
          </Tooltip>
        ) : (
          <Tag color={STATUS_COLORS[user.status]}>{t(`enums.AccountStatus.${user.status}`)}</Tag>
        ),
    },
    {
      key: 'lastSignInAt',
      card: 'field',
      sortField: 'LAST_SIGN_IN_AT',
      render: (_, user) =>
        user.lastSignInAt ? (
          <time dateTime={user.lastSignInAt}>{formatDateTime(user.lastSignInAt, language)}</time>
        ) : (
          <Typography.Text type="secondary">{t('users.list.never')}</Typography.Text>
        ),
    },
    {
      key: 'createdAt',
      sortField: 'CREATED_AT',
      defaultHidden: true,
      render: (_, user) => (
        <time dateTime={user.createdAt}>{formatInstantDate(user.createdAt, language)}</time>
      ),
    },
  ];
}

export interface UserRowActionsProps {
  user: UserRowFragment;
  onActivate: () => void;
  onResetPassword: () => void;
}

/** Activar (a pending sign-up) and Restablecer contraseña; never shown on one's own row. */
export function UserRowActions({ user, onActivate, onResetPassword }: UserRowActionsProps) {
  const { t } = useTranslation();
  return (
    <>
      {isPendingActivation(user) && (
        <Tooltip title={t('users.actions.activate')}>
          <Button
            type="text"
            icon={<CheckCircleOutlined aria-hidden />}
            aria-label={t('users.actions.activateRecord', { name: user.name })}
            onClick={onActivate}
          />
        </Tooltip>
      )}
      <Tooltip title={t('users.actions.resetPassword')}>
        <Button
          type="text"
          icon={<KeyOutlined aria-hidden />}
          aria-label={t('users.actions.resetPasswordRecord', { name: user.name })}
          onClick={onResetPassword}
        />
      </Tooltip>
    </>
  );
}
