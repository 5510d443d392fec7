import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type UserRowFragment,
  useDeleteUserMutation,
  useUsersListQuery,
} from '../../../../generated/client';
import { ACCOUNT_PARAM } from '../../../../shared/registry-links';
import { useLanguage } from '../../i18n/useLanguage';
import { enumOptions } from '../../registry/area';
import type { RecordEditing } from '../../registry/fields/editing';
import { toListInput } from '../../registry/list-state';
import { useRegistryPermissions } from '../../registry/permissions';
import { RegistryListPage } from '../../registry/RegistryListPage';
import { useListState } from '../../registry/useListState';
import { useSessionState } from '../../session/SessionContext';
import { ActivateUserModal } from './ActivateUserModal';
import { ACCOUNT_STATUSES, isPendingActivation, ROLES, USERS, USERS_LIST } from './config';
import { USER_REASONS } from './messages';
import { type IssuedPassword, TemporaryPasswordModal } from './TemporaryPasswordModal';
import { UserFormDrawer } from './UserFormDrawer';
import { useLinkedAccount } from './useLinkedAccount';
import { useResetPassword } from './useResetPassword';
import './users.css';
import { UserRowActions, userColumns } from './userColumns';

/**
 * Usuarios (/admin/usuarios): the staff accounts, for an ADMINISTRADOR. One's own row offers no
 * delete, reset or role and status change, as the server refuses them. `?cuenta=<id>` opens one
 * account (a sign-up's notification links there).
 */
export function UsersPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const session = useSessionState();
  const selfId = session.status === 'signed-in' ? session.user.id : null;
  const can = useRegistryPermissions(USERS.area);
  const list = useListState(USERS_LIST);
  const { data, previousData, loading, error, refetch } = useUsersListQuery({
    variables: { input: toListInput(list.state) },
    fetchPolicy: 'cache-and-network',
  });
  const [deleteUser] = useDeleteUserMutation();
  const [editing, setEditing] = useState<RecordEditing<UserRowFragment> | null>(null);
  const [activating, setActivating] = useState<UserRowFragment | null>(null);
  // Held only while its modal is open: closing it forgets the password.
  const [issued, setIssued] = useState<IssuedPassword | null>(null);
  const reload = useCallback(() => void refetch(), [refetch]);
  const resetPassword = useResetPassword(setIssued, reload);
  const page = (data ?? previousData)?.users;
  // An account linked to (?cuenta=): a sign-up opens its activation, any other its form.
  const { setParam } = list;
  const forgetLinked = useCallback(() => setParam(ACCOUNT_PARAM, null), [setParam]);
  const openLinked = useCallback(
    (user: UserRowFragment) =>
      isPendingActivation(user) ? setActivating(user) : setEditing({ mode: 'edit', record: user }),
    [],
  );
  useLinkedAccount(openLinked, forgetLinked, can.update);

  return (
    <>
      <RegistryListPage
        config={USERS}
        list={list}
        columns={userColumns({ t, language, selfId })}
        filters={[
          { name: 'role', options: enumOptions(t, 'Role', ROLES) },
          { name: 'status', options: enumOptions(t, 'AccountStatus', ACCOUNT_STATUSES) },
        ]}
        rows={page?.items}
        total={page?.pageInfo.total ?? 0}
        loading={loading}
        error={error}
        refetch={refetch}
        recordName={(user) => user.name}
        onCreate={() => setEditing({ mode: 'create' })}
        onEdit={(user) => setEditing({ mode: 'edit', record: user })}
        onDelete={(user) => deleteUser({ variables: { id: user.id } })}
        deletable={(user) => user.id !== selfId}
        deleteReasons={USER_REASONS}
        rowActions={(user) =>
          can.update &&
          user.id !== selfId && (
            <UserRowActions
              user={user}
              onActivate={() => setActivating(user)}
              onResetPassword={() => resetPassword(user)}
            />
          )
        }
      />
      <UserFormDrawer
        editing={editing}
        selfId={selfId}
        onClose={() => {
          setEditing(null);
          forgetLinked();
        }}
        onSaved={reload}
        onPasswordIssued={setIssued}
      />
      <ActivateUserModal
        user={activating}
        onClose={() => {
          setActivating(null);
          forgetLinked();
        }}
        onActivated={reload}
      />
      <TemporaryPasswordModal issued={issued} onClose={() => setIssued(null)} />
    </>
  );
}
