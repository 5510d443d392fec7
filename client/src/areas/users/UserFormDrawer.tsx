import { KeyOutlined } from '@ant-design/icons';
import { Alert, Col, Form, Input, Row, Select, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type UserRowFragment,
  useCreateUserMutation,
  useUpdateUserMutation,
} from '../../../../generated/client';
import { isUsername } from '../../../../shared/accounts';
import { enumOptions } from '../../registry/area';
import { editedRecord, type RecordEditingProps } from '../../registry/fields/editing';
import { RecordFormDrawer } from '../../registry/fields/RecordFormDrawer';
import { StatusField } from '../../registry/fields/StatusField';
import { useFormRules } from '../../registry/form-rules';
// The officer picker the jurisdictions' form uses: the server searches names and CIPs.
import { ResponsibleOfficerSelect } from '../jurisdictions/ResponsibleOfficerSelect';
import { ACCOUNT_STATUSES, ROLES, USERS } from './config';
import { USER_MESSAGES } from './messages';
import type { IssuedPassword } from './TemporaryPasswordModal';
import {
  createInputOf,
  formValuesOf,
  NEW_USER,
  type UserFormValues,
  updateInputOf,
} from './user-values';

export interface UserFormDrawerProps extends RecordEditingProps<UserRowFragment> {
  /** The signed-in account's id: its own role and status cannot be changed. */
  selfId: string | null;
  /** A new account's temporary password, to be shown once. */
  onPasswordIssued: (issued: IssuedPassword) => void;
}

/** Creates a staff account (with a temporary password) or edits one, the server's rules mirrored. */
export function UserFormDrawer({ selfId, onPasswordIssued, ...props }: UserFormDrawerProps) {
  const { t } = useTranslation();
  // The answer holds the temporary password: it must not stay in Apollo's cache.
  const [createUser] = useCreateUserMutation({ fetchPolicy: 'no-cache' });
  const [updateUser] = useUpdateUserMutation();
  const { editing } = props;
  const user = editedRecord(editing);
  const initial = useMemo(() => (user ? formValuesOf(user) : NEW_USER), [user]);
  const own = user !== null && user.id === selfId;

  const submit = async (values: UserFormValues) => {
    if (user) {
      const input = updateInputOf(initial as UserFormValues, values);
      if (Object.keys(input).length === 0) return;
      await updateUser({ variables: { id: user.id, input } });
      return;
    }
    const { data } = await createUser({ variables: { input: createInputOf(values) } });
    if (data) {
      const { user, temporaryPassword } = data.createUser;
      onPasswordIssued({ name: user.name, username: user.username, password: temporaryPassword });
    }
  };

  const field = (name: keyof UserFormValues) => t(`users.fields.${name}`);
  const { required, requiredText, max, email } = useFormRules();

  return (
    <RecordFormDrawer
      {...props}
      config={USERS}
      form={{ initial, submit }}
      messageRules={USER_MESSAGES}
    >
      {editing?.mode === 'create' && (
        <Typography.Paragraph type="secondary">
          <KeyOutlined aria-hidden /> {t('users.form.temporaryPassword')}
        </Typography.Paragraph>
      )}
      <Form.Item name="name" label={field('name')} rules={[requiredText, max(100)]}>
        <Input autoComplete="off" />
      </Form.Item>
      <Row gutter={16}>
        <Col xs={24} sm={10}>
          <Form.Item
            name="username"
            label={field('username')}
            extra={t('users.form.usernameHelp')}
            rules={[
              requiredText,
              {
                validator: async (_, value?: string) => {
                  if (value?.trim() && !isUsername(value)) {
                    throw new Error(t('users.validation.usernameFormat'));
                  }
                },
              },
            ]}
          >
            <Input autoComplete="off" autoCapitalize="none" spellCheck={false} maxLength={32} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={14}>
          <Form.Item name="email" label={field('email')} rules={[requiredText, email, max(254)]}>
            <Input type="email" autoComplete="off" autoCapitalize="none" spellCheck={false} />
          </Form.Item>
        </Col>
      </Row>
      {own && (
        <Alert
          type="warning"
          showIcon
          title={t('users.form.ownAccount')}
          style={{ marginBottom: 16 }}
        />
      )}
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <Form.Item name="role" label={field('role')} rules={[required]}>
            <Select options={enumOptions(t, 'Role', ROLES)} disabled={own} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <StatusField
            i18nKey="users"
            enumName="AccountStatus"
            values={ACCOUNT_STATUSES}
            help
            disabled={own}
          />
        </Col>
      </Row>
      {/* Only a POLICIA account belongs to an officer: its notifications follow their jurisdiction. */}
      <Form.Item noStyle shouldUpdate={(before, after) => before.role !== after.role}>
        {({ getFieldValue }) =>
          getFieldValue('role') === 'POLICIA' && (
            <Form.Item
              name="officerId"
              label={field('officerId')}
              extra={t('users.form.officerHelp')}
            >
              <ResponsibleOfficerSelect
                current={user?.officer ?? null}
                placeholder={t('users.form.noOfficer')}
              />
            </Form.Item>
          )
        }
      </Form.Item>
    </RecordFormDrawer>
  );
}
