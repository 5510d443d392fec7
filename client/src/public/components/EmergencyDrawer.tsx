import { type RefObject, useRef } from 'react';
import { contactName, telHref } from '../contacts/contacts';
import type { ContactsState } from '../contacts/useContacts';
import { usePanelFocus } from '../dialog/usePanelFocus';
import { useI18n } from '../i18n/useI18n';
import { MyLocation } from '../location/MyLocation';
import { PhoneIcon } from './Icons';

export interface EmergencyDrawerProps {
  open: boolean;
  contacts: ContactsState;
  onClose(): void;
  /** The red floating button: focus returns there when nothing else opened the drawer. */
  buttonRef: RefObject<HTMLButtonElement | null>;
  /** Reads the position when it changes to a new non-zero value (e.g. the assistant asked). */
  locateRequest?: number;
}

/**
 * "Teléfonos de Emergencia": a modal dialog with one tap-to-call link per number. It stays in
 * the page while hidden, so the red button can point at it with aria-controls.
 */
export function EmergencyDrawer({
  open,
  contacts,
  onClose,
  buttonRef,
  locateRequest,
}: EmergencyDrawerProps) {
  const { t, lang } = useI18n();
  const panelRef = useRef<HTMLDivElement>(null);
  usePanelFocus({ open, panelRef, onClose, fallbackRef: buttonRef, modal: true });

  return (
    <>
      {/* Pointer users close by tapping outside; keyboard users have Escape and Cerrar. */}
      <div className="backdrop" hidden={!open} onClick={onClose} aria-hidden="true" />
      <div
        ref={panelRef}
        id="emergency-drawer"
        className="panel emergency-drawer"
        role="dialog"
        aria-modal="true"
        aria-labelledby="emergency-drawer-title"
        aria-describedby="emergency-drawer-hint"
        tabIndex={-1}
        hidden={!open}
      >
        <div className="panel-header emergency-header">
          <PhoneIcon className="panel-header-icon" />
          <h2 id="emergency-drawer-title">{t('home.emergency.title')}</h2>
        </div>
        <div className="panel-body">
          <p id="emergency-drawer-hint" className="panel-hint">
            {t('home.emergency.hint')}
          </p>
          {contacts.status === 'ready' && contacts.source === 'stored' && (
            <p className="notice">{t('home.emergency.stored')}</p>
          )}
          {contacts.status === 'loading' && <p className="notice">{t('home.emergency.loading')}</p>}
          {contacts.status === 'unavailable' && (
            <p className="notice notice-error">{t('home.emergency.unavailable')}</p>
          )}
          <ul className="contact-list">
            {contacts.contacts.map((contact) => (
              <li key={contact.id}>
                <a className="contact-link" href={telHref(contact)}>
                  <span className="contact-text">
                    <span className="contact-name">{contactName(contact, lang)}</span>{' '}
                    <span className="contact-number">{contact.phone}</span>
                  </span>
                  <span className="contact-call" aria-hidden="true">
                    <PhoneIcon />
                  </span>
                </a>
              </li>
            ))}
          </ul>
          <MyLocation request={locateRequest} />
        </div>
        <div className="panel-footer">
          <button type="button" className="close-button" onClick={onClose}>
            {t('home.emergency.close')}
          </button>
        </div>
      </div>
    </>
  );
}
