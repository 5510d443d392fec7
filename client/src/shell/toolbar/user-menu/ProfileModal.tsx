import { App, Form, Input, Modal, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type Presence,
  type ProfileFieldsFragment,
  useUpdateProfileMutation,
} from '../../../../../generated/client';
import { useDiscardGuard } from '../../../forms/useDiscardGuard';
import { PRESENCES } from './presence';

/** Empty (initials), an http(s) address, or the data URL of a picture (what the server accepts). */
export function isAvatarAddress(avatar: string) {
  const value = avatar.trim();
  return (
    value === '' || /^https?:\/\/\S+$/i.test(value) || /^data:image\/(png|jpeg|webp);/i.test(value)
  );
}

interface ProfileDraft {
  name: string;
  avatar: string;
  presence: Presence;
}

export interface ProfileModalProps {
  user: ProfileFieldsFragment;
  open: boolean;
  onClose: () => void;
}

/** The signed-in user's name, picture and presence (updateProfile); role and status are not here. */
export function ProfileModal({ user, open, onClose }: ProfileModalProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<ProfileDraft>();
  const [saving, setSaving] = useState(false);
  // The answer updates the cached user by id, so the avatar and name change everywhere.
  const [updateProfile] = useUpdateProfileMutation();
  const initialValues = { name: user.name, avatar: user.avatar ?? '', presence: user.presence };
  const guard = useDiscardGuard(form, { open, initialValues });

  const save = async (draft: ProfileDraft) => {
    setSaving(true);
    try {
      await updateProfile({
        variables: {
          input: {
            name: draft.name.trim(),
            avatar: draft.avatar.trim() || null,
            presence: draft.presence,
          },
        },
      });
      message.success(t('shell.toolbar.profile.saved'));
      onClose();
    } catch {
      message.error(t('shell.toolbar.profile.failed'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={open}
      title={t('shell.toolbar.profile.title')}
      okText={t('shell.toolbar.profile.save')}
      cancelText={t('shell.toolbar.profile.cancel')}
      okButtonProps={{ htmlType: 'submit', loading: saving }}
      onCancel={() => guard.close(onClose)}
      destroyOnHidden
      modalRender={(dialog) => (
        <Form<ProfileDraft>
          form={form}
          name="profile"
          layout="vertical"
          initialValues={initialValues}
          onFinish={save}
          clearOnDestroy
        >
          {dialog}
        </Form>
      )}
    >
      <Form.Item
        name="name"
        label={t('shell.toolbar.profile.name')}
        rules={[{ required: true, whitespace: true, message: t('shell.toolbar.profile.required') }]}
      >
        <Input autoComplete="name" />
      </Form.Item>
      <Form.Item
        name="avatar"
        label={t('shell.toolbar.profile.avatar')}
        rules={[
          {
            validator: (_, avatar: string | undefined) =>
              isAvatarAddress(avatar ?? '')
                ? Promise.resolve()
                : Promise.reject(new Error(t('shell.toolbar.profile.avatarHint'))),
          },
        ]}
      >
        <Input placeholder="https://…" inputMode="url" />
      </Form.Item>
      <Form.Item name="presence" label={t('shell.toolbar.profile.presence')}>
        <Select
          options={PRESENCES.map(({ id, color }) => ({
            value: id,
            label: (
              <span className="presence-option">
                <span className="presence-option__dot" style={{ background: color }} />
                {t(`shell.toolbar.profile.presences.${id}`)}
              </span>
            ),
          }))}
        />
      </Form.Item>
    </Modal>
  );
}
