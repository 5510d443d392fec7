import {
  ArrowDownOutlined,
  ArrowUpOutlined,
  DeleteOutlined,
  EditOutlined,
  HistoryOutlined,
} from '@ant-design/icons';
import {
  Button,
  Flex,
  Popconfirm,
  Space,
  Switch,
  type TableColumnsType,
  Tag,
  Typography,
} from 'antd';
import type { TFunction } from 'i18next';
import { dialTarget, formatDial, whatsappLink } from '../../../../shared/dial';
import type { EmergencyContact } from './useEmergencyContacts';

/** The link a number gets, by the same rule the server stores (shared/dial.ts). */
function TelLink({ phone, t }: { phone: string; t: TFunction }) {
  const dial = dialTarget(phone);
  if (!dial)
    return <Typography.Text type="danger">{t('emergencyContacts.noDial')}</Typography.Text>;
  return <a href={`tel:${dial}`}>{formatDial(dial)}</a>;
}

/** The WhatsApp chat the public page links beside a number that answers there. */
function WhatsappLink({ contact, t }: { contact: EmergencyContact; t: TFunction }) {
  const link = contact.whatsapp ? whatsappLink(contact.dial) : null;
  if (!link) return null;
  return (
    <a href={link} target="_blank" rel="noopener noreferrer">
      {t('emergencyContacts.whatsappLink')}
    </a>
  );
}

export interface ColumnOptions {
  t: TFunction;
  /** A phone's width: number, link and controls go under the name, so nothing needs scrolling. */
  narrow: boolean;
  count: number;
  nameOf: (contact: EmergencyContact) => string;
  /** The number a change is being saved for; the rows' controls wait meanwhile. */
  busy: string | null;
  onMove: (contact: EmergencyContact, by: -1 | 1) => void;
  onVisible: (contact: EmergencyContact, visible: boolean) => void;
  onEdit: (contact: EmergencyContact) => void;
  /** Opens the number's history: who changed what, when. */
  onHistory: (contact: EmergencyContact) => void;
  onDelete: (contact: EmergencyContact) => void;
}

/**
 * The table's columns: order buttons (keyboard operable, named after the number), the name, its
 * kind, the number and what it dials (and its WhatsApp chat), the visibility switch, edit and
 * delete (after a confirmation).
 */
export function contactColumns(options: ColumnOptions): TableColumnsType<EmergencyContact> {
  const { t, narrow, count, nameOf, busy } = options;

  const order = (contact: EmergencyContact, index: number) => (
    <Space.Compact>
      <Button
        icon={<ArrowUpOutlined />}
        aria-label={t('emergencyContacts.moveUp', { name: nameOf(contact) })}
        disabled={index === 0 || busy !== null}
        onClick={() => options.onMove(contact, -1)}
      />
      <Button
        icon={<ArrowDownOutlined />}
        aria-label={t('emergencyContacts.moveDown', { name: nameOf(contact) })}
        disabled={index === count - 1 || busy !== null}
        onClick={() => options.onMove(contact, 1)}
      />
    </Space.Compact>
  );

  const visible = (contact: EmergencyContact) => (
    <Switch
      checked={!contact.hidden}
      loading={busy === contact.id}
      disabled={busy !== null && busy !== contact.id}
      aria-label={t('emergencyContacts.visibleOn', { name: nameOf(contact) })}
      onChange={(checked) => options.onVisible(contact, checked)}
    />
  );

  const actions = (contact: EmergencyContact) => (
    <Space>
      <Button
        icon={<HistoryOutlined aria-hidden />}
        aria-label={t('registry.actions.historyRecord', { name: nameOf(contact) })}
        onClick={() => options.onHistory(contact)}
      />
      <Button
        icon={<EditOutlined />}
        aria-label={t('emergencyContacts.edit', { name: nameOf(contact) })}
        onClick={() => options.onEdit(contact)}
      />
      <Popconfirm
        title={t('emergencyContacts.confirmDelete.title', { name: nameOf(contact) })}
        description={t('emergencyContacts.confirmDelete.text')}
        okText={t('emergencyContacts.confirmDelete.ok')}
        cancelText={t('emergencyContacts.form.cancel')}
        okButtonProps={{ danger: true }}
        onConfirm={() => options.onDelete(contact)}
      >
        <Button
          danger
          icon={<DeleteOutlined />}
          aria-label={t('emergencyContacts.delete', { name: nameOf(contact) })}
          disabled={busy !== null}
        />
      </Popconfirm>
    </Space>
  );

  const name = (contact: EmergencyContact) => (
    <span>
      {nameOf(contact)} {contact.hidden && <Tag>{t('emergencyContacts.hiddenTag')}</Tag>}
    </span>
  );

  const kind = (contact: EmergencyContact) => t(`emergencyContacts.kinds.${contact.kind}`);
  const links = (contact: EmergencyContact) => (
    <Space size={12} wrap>
      <TelLink phone={contact.phone} t={t} />
      <WhatsappLink contact={contact} t={t} />
    </Space>
  );

  const orderColumn = {
    title: t('emergencyContacts.columns.order'),
    key: 'order',
    width: 96,
    render: (_: unknown, contact: EmergencyContact, index: number) => order(contact, index),
  };

  if (narrow) {
    return [
      orderColumn,
      {
        title: t('emergencyContacts.columns.name'),
        key: 'name',
        render: (_, contact) => (
          <Flex vertical gap={4} align="flex-start">
            {name(contact)}
            <Typography.Text type="secondary">
              {contact.phone} · {kind(contact)}
            </Typography.Text>
            {links(contact)}
            <Flex gap={12} align="center">
              {visible(contact)}
              {actions(contact)}
            </Flex>
          </Flex>
        ),
      },
    ];
  }
  return [
    orderColumn,
    { title: t('emergencyContacts.columns.name'), key: 'name', render: (_, c) => name(c) },
    { title: t('emergencyContacts.columns.kind'), key: 'kind', render: (_, c) => kind(c) },
    { title: t('emergencyContacts.columns.phone'), dataIndex: 'phone', key: 'phone' },
    { title: t('emergencyContacts.columns.dial'), key: 'dial', render: (_, c) => links(c) },
    { title: t('emergencyContacts.columns.visible'), key: 'visible', render: (_, c) => visible(c) },
    { title: t('emergencyContacts.columns.actions'), key: 'actions', render: (_, c) => actions(c) },
  ];
}
