import type { MouseEvent, RefObject } from 'react';
import { contactName, localName, telHref, whatsappHref } from '../contacts/contacts';
import type { ContactsState } from '../contacts/useContacts';
import { usePanelFocus } from '../dialog/usePanelFocus';
import type { PopoverState } from '../dialog/usePopover';
import { useI18n } from '../i18n/useI18n';
import { MY_LOCATION_ID, MyLocation } from '../location/MyLocation';
import { type SpeakRequest, SpeakView } from '../speak/SpeakView';
import { PhoneIcon } from './Icons';
import { KindPictogram, PictogramSymbols, WhatsappIcon } from './Pictograms';
import { PointAt } from './PointAt';

/** The drawer's element id, named by the buttons that open and close it. */
export const EMERGENCY_DRAWER_ID = 'emergency-drawer';

export interface EmergencyDrawerProps {
  open: boolean;
  popover: PopoverState;
  panelRef: RefObject<HTMLDivElement | null>;
  contacts: ContactsState;
  onClose(): void;
  /** The red floating button: focus returns there when nothing else opened the drawer. */
  buttonRef: RefObject<HTMLButtonElement | null>;
  /** Reads the position when it changes to a new non-zero value (e.g. the assistant asked). */
  locateRequest?: number;
  /** Opens the report to the tourism police (a theft or a scam is reported there). */
  onReport?(): void;
  /** "Speak for me" shown in place of the numbers, when asked for. */
  speak?: SpeakRequest | null;
  /** Asks for the card ("Speak for me", "I can't speak"), or back to the numbers with null. */
  onSpeak?(request: Omit<SpeakRequest, 'id'> | null): void;
}

/**
 * "Teléfonos de Emergencia": a dialog with one tap-to-call link per number. The server's HTML
 * makes it a popover that the red button opens without scripts; once they run it is a modal
 * dialog driven by the page's state (see usePopover).
 */
export function EmergencyDrawer({
  open,
  popover,
  panelRef,
  contacts,
  onClose,
  buttonRef,
  locateRequest,
  onReport,
  speak = null,
  onSpeak,
}: EmergencyDrawerProps) {
  const { t, lang } = useI18n();
  usePanelFocus({ open, panelRef, onClose, fallbackRef: buttonRef, modal: true });
  // Only where scripts run and the browser has no Popover API does `hidden` show and hide it.
  const byHidden = popover.scripted && !popover.native;
  const close = (event: MouseEvent) => {
    event.preventDefault();
    onClose();
  };

  return (
    <>
      <div
        ref={panelRef}
        id={EMERGENCY_DRAWER_ID}
        className={
          popover.scripted ? 'panel emergency-drawer is-scripted' : 'panel emergency-drawer'
        }
        role="dialog"
        aria-modal={popover.scripted || undefined}
        aria-labelledby="emergency-drawer-title"
        aria-describedby="emergency-drawer-hint"
        tabIndex={-1}
        popover="auto"
        hidden={byHidden ? !open : undefined}
      >
        <div className="panel-header emergency-header">
          <PhoneIcon className="panel-header-icon" />
          <h2 id="emergency-drawer-title">{t('home.emergency.title')}</h2>
        </div>
        <div className="panel-body">
          <p id="emergency-drawer-hint" className="panel-hint">
            {t('home.emergency.hint')}
          </p>
          {speak && onSpeak ? (
            <SpeakView request={speak} contacts={contacts.contacts} onBack={() => onSpeak(null)} />
          ) : (
            <>
              {/* "Mi ubicación" is below the numbers, out of sight on a phone: say so, a tap away. */}
              <button
                type="button"
                className="location-jump needs-script"
                onClick={() =>
                  document.getElementById(MY_LOCATION_ID)?.scrollIntoView?.({ block: 'start' })
                }
              >
                {t('home.emergency.toLocation')}
              </button>
              {contacts.status === 'ready' && contacts.source === 'stored' && (
                <p className="notice">{t('home.emergency.stored')}</p>
              )}
              {contacts.status === 'loading' && (
                <p className="notice">{t('home.emergency.loading')}</p>
              )}
              {contacts.status === 'unavailable' && (
                <p className="notice notice-error">{t('home.emergency.unavailable')}</p>
              )}
              <PictogramSymbols />
              <ul className="contact-list">
                {contacts.contacts.map((contact) => {
                  const name = contactName(contact, lang);
                  const local = localName(contact, lang);
                  const chat = whatsappHref(contact);
                  return (
                    <li key={contact.id} className="contact-row">
                      <a className="contact-link" href={telHref(contact)}>
                        <KindPictogram kind={contact.kind} />
                        <span className="contact-text">
                          <span className="contact-name">{name}</span>{' '}
                          {/* The Spanish name beside the number: a local can read it, no row grows. */}
                          <span className="contact-line">
                            <span className="contact-number">{contact.phone}</span>
                            {local && (
                              <>
                                {' '}
                                <span className="contact-local" lang="es">
                                  {local}
                                </span>
                              </>
                            )}
                          </span>
                        </span>
                        <span className="contact-call" aria-hidden="true">
                          <PhoneIcon />
                        </span>
                      </a>
                      {chat && (
                        <a
                          className="contact-whatsapp"
                          href={chat}
                          target="_blank"
                          rel="noopener noreferrer"
                          aria-label={t('home.emergency.whatsapp', { name })}
                        >
                          <WhatsappIcon />
                        </a>
                      )}
                    </li>
                  );
                })}
              </ul>
              {/* Below the numbers: on a small phone all eight stay on the first screen. */}
              <p className="panel-hint">{t('home.emergency.voiceOnly')}</p>
              {onSpeak && (
                <div className="speak-entry needs-script">
                  <button
                    type="button"
                    className="secondary-button"
                    onClick={() => onSpeak({ cannotSpeak: false })}
                  >
                    {t('home.emergency.speak')}
                  </button>
                  <button
                    type="button"
                    className="secondary-button"
                    onClick={() => onSpeak({ cannotSpeak: true })}
                  >
                    {t('home.emergency.cannotSpeak')}
                  </button>
                </div>
              )}
              <MyLocation request={locateRequest} />
              <PointAt />
              {onReport && (
                <button
                  type="button"
                  className="secondary-button drawer-report needs-script"
                  onClick={onReport}
                >
                  {t('home.report.drawerLink')}
                </button>
              )}
            </>
          )}
        </div>
        <div className="panel-footer">
          <button
            type="button"
            className={popover.scripted ? 'close-button is-scripted' : 'close-button'}
            popoverTarget={EMERGENCY_DRAWER_ID}
            popoverTargetAction="hide"
            onClick={close}
          >
            {t('home.emergency.close')}
          </button>
        </div>
      </div>
      {/* A tap outside closes it: the browser's light dismiss for the popover, or this. It follows
          the drawer in the page so that styles can show it next to an open popover. */}
      <div
        className={byHidden ? 'backdrop backdrop-scripted' : 'backdrop'}
        hidden={byHidden ? !open : undefined}
        onClick={onClose}
        aria-hidden="true"
      />
    </>
  );
}
