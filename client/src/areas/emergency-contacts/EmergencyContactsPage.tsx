import {
  ArrowDownOutlined,
  ArrowUpOutlined,
  DeleteOutlined,
  EditOutlined,
} from '@ant-design/icons';
import {
  Alert,
  App,
  Button,
  Card,
  Flex,
  Grid,
  Popconfirm,
  Space,
  Switch,
  Table,
  type TableColumnsType,
  Tag,
  Typography,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dialTarget } from '../../../../shared/dial';
import { isLanguageId } from '../../i18n/languages';
import { EmergencyContactModal } from './EmergencyContactModal';
import { type EmergencyContact, useEmergencyContacts } from './useEmergencyContacts';

/** The link a number gets, by the same rule the server stores (shared/dial.ts). */
function TelLink({ phone }: { phone: string }) {
  const { t } = useTranslation();
  const dial = dialTarget(phone);
  if (!dial)
    return <Typography.Text type="danger">{t('emergencyContacts.noDial')}</Typography.Text>;
  return <a href={`tel:${dial}`}>{`tel:${dial}`}</a>;
}

/** The form's state: open or not, and on which number (none: a new one). */
type Editing = { open: boolean; contact?: EmergencyContact };

/**
 * "Teléfonos de Emergencia": the numbers of the public page, for an ADMINISTRADOR to add, edit,
 * show or hide, put in order (buttons, so the keyboard does it too) and delete.
 */
export function EmergencyContactsPage() {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const screens = Grid.useBreakpoint();
  const narrow = !screens.sm;
  const language = isLanguageId(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'es';
  const contacts = useEmergencyContacts();
  const [editing, setEditing] = useState<Editing>({ open: false });
  const [busy, setBusy] = useState<string | null>(null);

  const nameOf = (contact: EmergencyContact) => contact.names[language] || contact.names.es;

  /** One change from a row's controls, with its outcome told and its buttons held meanwhile. */
  const act = async (id: string, change: () => Promise<unknown>, done?: string) => {
    setBusy(id);
    try {
      await change();
      if (done) message.success(done);
    } catch {
      message.error(t('emergencyContacts.errors.saveFailed'));
    } finally {
      setBusy(null);
    }
  };

  const last = contacts.contacts.length - 1;
  const columns: TableColumnsType<EmergencyContact> = [
    {
      title: t('emergencyContacts.columns.order'),
      key: 'order',
      width: 96,
      render: (_, contact, index) => (
        <Space.Compact>
          <Button
            icon={<ArrowUpOutlined />}
            aria-label={t('emergencyContacts.moveUp', { name: nameOf(contact) })}
            disabled={index === 0 || busy !== null}
            onClick={() => act(contact.id, () => contacts.move(contact.id, -1))}
          />
          <Button
            icon={<ArrowDownOutlined />}
            aria-label={t('emergencyContacts.moveDown', { name: nameOf(contact) })}
            disabled={index === last || busy !== null}
            onClick={() => act(contact.id, () => contacts.move(contact.id, 1))}
          />
        </Space.Compact>
      ),
    },
    {
      title: t('emergencyContacts.columns.name'),
      key: 'name',
      render: (_, contact) => (
        <Flex vertical gap={2}>
          <span>
            {nameOf(contact)} {contact.hidden && <Tag>{t('emergencyContacts.hiddenTag')}</Tag>}
          </span>
          {narrow && (
            <Typography.Text type="secondary">
              {contact.phone} · <TelLink phone={contact.phone} />
            </Typography.Text>
          )}
        </Flex>
      ),
    },
    ...(narrow
      ? []
      : [
          { title: t('emergencyContacts.columns.phone'), dataIndex: 'phone', key: 'phone' },
          {
            title: t('emergencyContacts.columns.dial'),
            key: 'dial',
            render: (_: unknown, contact: EmergencyContact) => <TelLink phone={contact.phone} />,
          },
        ]),
    {
      title: t('emergencyContacts.columns.visible'),
      key: 'visible',
      render: (_, contact) => (
        <Switch
          checked={!contact.hidden}
          loading={busy === contact.id}
          disabled={busy !== null && busy !== contact.id}
          aria-label={t('emergencyContacts.visibleOn', { name: nameOf(contact) })}
          onChange={(visible) =>
            act(
              contact.id,
              () => contacts.setHidden(contact.id, !visible),
              t(visible ? 'emergencyContacts.shown' : 'emergencyContacts.hidden'),
            )
          }
        />
      ),
    },
    {
      title: t('emergencyContacts.columns.actions'),
      key: 'actions',
      render: (_, contact) => (
        <Space>
          <Button
            icon={<EditOutlined />}
            aria-label={t('emergencyContacts.edit', { name: nameOf(contact) })}
            onClick={() => setEditing({ open: true, contact })}
          />
          <Popconfirm
            title={t('emergencyContacts.confirmDelete.title', { name: nameOf(contact) })}
            description={t('emergencyContacts.confirmDelete.text')}
            okText={t('emergencyContacts.confirmDelete.ok')}
            cancelText={t('emergencyContacts.form.cancel')}
            okButtonProps={{ danger: true }}
            onConfirm={() =>
              act(contact.id, () => contacts.remove(contact.id), t('emergencyContacts.deleted'))
            }
          >
            <Button
              danger
              icon={<DeleteOutlined />}
              aria-label={t('emergencyContacts.delete', { name: nameOf(contact) })}
              disabled={busy !== null}
            />
          </Popconfirm>
        </Space>
      ),
    },
  ];

  return (
    <Flex vertical gap={16}>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Title level={1} style={{ fontSize: 24, margin: 0 }}>
          {t('shell.nav.emergencyContacts')}
        </Typography.Title>
        <Button
          type="primary"
          onClick={() => setEditing({ open: true })}
          disabled={contacts.failed}
        >
          {t('emergencyContacts.add')}
        </Button>
      </Flex>
      <Card>
        <Typography.Paragraph type="secondary">{t('emergencyContacts.intro')}</Typography.Paragraph>
        {contacts.failed ? (
          <Alert
            type="error"
            showIcon
            title={t('common.loadFailed')}
            action={
              <Button onClick={() => contacts.retry()}>{t('emergencyContacts.retry')}</Button>
            }
          />
        ) : (
          <Table<EmergencyContact>
            rowKey="id"
            loading={contacts.loading}
            pagination={false}
            size={narrow ? 'small' : 'middle'}
            scroll={{ x: 'max-content' }}
            dataSource={contacts.contacts}
            columns={columns}
            locale={{ emptyText: t('emergencyContacts.empty') }}
          />
        )}
      </Card>
      <EmergencyContactModal
        open={editing.open}
        contact={editing.contact}
        onClose={() => setEditing((current) => ({ ...current, open: false }))}
        onSave={async (draft) => {
          const { contact } = editing;
          await (contact ? contacts.update(contact.id, draft) : contacts.create(draft));
          message.success(t(contact ? 'emergencyContacts.saved' : 'emergencyContacts.added'));
        }}
      />
    </Flex>
  );
}
