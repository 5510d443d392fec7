import { Alert, App, Button, Card, Flex, Grid, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { HISTORY_PARAM } from '../../../../shared/registry-links';
import { isLanguageId } from '../../i18n/languages';
import { HistoryDrawer } from '../../registry/HistoryDrawer';
import { EMERGENCY_CONTACTS } from './config';
import { contactColumns } from './contactColumns';
import { EmergencyContactModal } from './EmergencyContactModal';
import { type EmergencyContact, useEmergencyContacts } from './useEmergencyContacts';

/** The form's state: open or not, and on which number (none: a new one). */
type Editing = { open: boolean; contact?: EmergencyContact };

/**
 * "Teléfonos de Emergencia": the numbers of the public page, for an ADMINISTRADOR to add, edit,
 * show or hide, put in order (buttons, so the keyboard does it too), delete, and read each one's
 * history (open in the URL, `?historial=<id>`, as a registry's, so the landing page links to it).
 */
export function EmergencyContactsPage() {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const screens = Grid.useBreakpoint();
  const language = isLanguageId(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'es';
  const contacts = useEmergencyContacts();
  const [editing, setEditing] = useState<Editing>({ open: false });
  const [busy, setBusy] = useState<string | null>(null);
  const [params, setParams] = useSearchParams();
  const historyId = params.get(HISTORY_PARAM) || null;
  const historyContact = contacts.contacts.find((contact) => contact.id === historyId);
  const nameOf = (contact: EmergencyContact) => contact.names[language] || contact.names.es;
  const setHistory = (id: string | null) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (id) next.set(HISTORY_PARAM, id);
      else next.delete(HISTORY_PARAM);
      return next;
    });

  /** One change from a row's controls, with its outcome told and the rows held meanwhile. */
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

  const columns = contactColumns({
    t,
    narrow: !screens.sm,
    count: contacts.contacts.length,
    nameOf,
    busy,
    onMove: (contact, by) => act(contact.id, () => contacts.move(contact.id, by)),
    onVisible: (contact, visible) =>
      act(
        contact.id,
        () => contacts.setHidden(contact.id, !visible),
        t(visible ? 'emergencyContacts.shown' : 'emergencyContacts.hidden'),
      ),
    onEdit: (contact) => setEditing({ open: true, contact }),
    onHistory: (contact) => setHistory(contact.id),
    onDelete: (contact) =>
      act(contact.id, () => contacts.remove(contact.id), t('emergencyContacts.deleted')),
  });

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
      <Card styles={{ body: { padding: screens.sm ? undefined : 12 } }}>
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
            size={screens.sm ? 'middle' : 'small'}
            scroll={{ x: 'max-content' }}
            dataSource={contacts.contacts}
            columns={columns}
            locale={{ emptyText: t('emergencyContacts.empty') }}
          />
        )}
      </Card>
      <HistoryDrawer
        config={EMERGENCY_CONTACTS}
        record={
          historyId ? { id: historyId, name: historyContact && nameOf(historyContact) } : null
        }
        onClose={() => setHistory(null)}
      />
      <EmergencyContactModal
        open={editing.open}
        contact={editing.contact}
        onClose={() => setEditing((current) => ({ ...current, open: false }))}
        onSave={async (draft) => {
          const { contact } = editing;
          await (contact ? contacts.update(contact, draft) : contacts.create(draft));
          message.success(t(contact ? 'emergencyContacts.saved' : 'emergencyContacts.added'));
        }}
      />
    </Flex>
  );
}
