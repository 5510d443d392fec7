import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import type { IncidentType } from '../../../../shared/incident-report';
import type { AssistantRequest } from '../App';
import type { AlertsView } from '../alerts/useAlerts';
import type * as ChatModule from '../assistant/Chat';
import { hasConversation, loadAssistant } from '../assistant/load';
import { contactName, type EmergencyContact, telHref } from '../contacts/contacts';
import { usePanelFocus } from '../dialog/usePanelFocus';
import { useI18n } from '../i18n/useI18n';
import { TourismPoliceCall } from '../police/TourismPoliceCall';
import type { Happening } from '../speak/message';
import { ChatIcon, CloseIcon, PhoneIcon } from './Icons';

export interface AssistantPanelProps {
  open: boolean;
  /** A topic to answer (a situation chosen on the page): the conversation starts if needed. */
  request?: AssistantRequest | null;
  contacts: EmergencyContact[];
  /** The page's alerts, for the assistant's answers about trains, strikes and roads. */
  alerts?: AlertsView;
  onClose(): void;
  onOpenEmergency(): void;
  /** Opens "Mi ubicación" in the emergency drawer and reads the position. */
  onOpenLocation(): void;
  /** Opens "Speak for me", on what happened when the answer knows it. */
  onSpeak?(what?: Happening): void;
  /** Opens the report to the tourism police (after a theft, a scam, a loss: chosen in it). */
  onReport?(type?: IncidentType): void;
  buttonRef: RefObject<HTMLButtonElement | null>;
}

/** The number offered when the conversation cannot load, before the tourism police's. */
const FIRST_CALLS = ['policia'];

type Phase =
  | { kind: 'greeting' }
  | { kind: 'loading' }
  | { kind: 'chat'; Chat: typeof ChatModule.Chat }
  | { kind: 'failed' };

/**
 * "Asistente Virtual": a non-modal dialog, independent of the emergency drawer. It greets; "Iniciar
 * Chat" loads the conversation on demand (assistant/Chat.tsx) and a tab that already holds one
 * reopens it. When the code cannot load (offline before any visit) it still offers the numbers.
 */
export function AssistantPanel({
  open,
  request = null,
  contacts,
  alerts,
  onClose,
  onOpenEmergency,
  onOpenLocation,
  onSpeak,
  onReport,
  buttonRef,
}: AssistantPanelProps) {
  const { t, lang } = useI18n();
  const panelRef = useRef<HTMLDivElement>(null);
  const [phase, setPhase] = useState<Phase>({ kind: 'greeting' });
  usePanelFocus({ open, panelRef, onClose, fallbackRef: buttonRef });

  const load = useCallback(() => {
    setPhase({ kind: 'loading' });
    loadAssistant().then(
      (module) => setPhase({ kind: 'chat', Chat: module.Chat }),
      () => setPhase({ kind: 'failed' }),
    );
  }, []);

  // A conversation of this tab opens again where it was; a situation chosen on the page starts one.
  const resume = open && phase.kind === 'greeting' && (hasConversation() || request !== null);
  useEffect(() => {
    if (resume) load();
  }, [resume, load]);

  // After usePanelFocus put focus on the panel: the text box, when the chat is there, takes it.
  useEffect(() => {
    if (open) panelRef.current?.querySelector<HTMLElement>('.chat-input')?.focus();
  }, [open]);

  // While the chat loads the button is gone: focus stays in the panel, on its status.
  useEffect(() => {
    if (phase.kind === 'loading' || phase.kind === 'failed') {
      panelRef.current?.querySelector<HTMLElement>('[data-status]')?.focus();
    }
  }, [phase.kind]);

  return (
    <div
      ref={panelRef}
      id="assistant-panel"
      className="panel assistant-panel"
      role="dialog"
      aria-labelledby="assistant-title"
      tabIndex={-1}
      hidden={!open}
    >
      <div className="panel-header assistant-header">
        <span className="assistant-avatar" aria-hidden="true">
          <ChatIcon />
        </span>
        <div className="assistant-heading">
          <h2 id="assistant-title">{t('home.assistant.title')}</h2>
          <p className="assistant-subtitle">{t('home.assistant.subtitle')}</p>
        </div>
        <button
          type="button"
          className="icon-button"
          aria-label={t('home.assistant.close')}
          onClick={onClose}
        >
          <CloseIcon />
        </button>
      </div>
      {phase.kind === 'chat' ? (
        <phase.Chat
          open={open}
          contacts={contacts}
          alerts={alerts}
          onOpenEmergency={onOpenEmergency}
          onOpenLocation={onOpenLocation}
          onSpeak={onSpeak}
          onReport={onReport}
          request={request}
        />
      ) : (
        <div className="panel-body">
          <div role="log" aria-label={t('home.assistant.conversation')}>
            <ol className="chat-log">
              <li className="chat-message from-assistant">
                <p className="chat-bubble">{t('home.assistant.greeting')}</p>
              </li>
              {phase.kind === 'failed' && (
                <li className="chat-message from-assistant">
                  <p className="chat-bubble" data-status tabIndex={-1}>
                    {t('home.assistant.loadFailed')}
                  </p>
                  <div className="chat-actions">
                    {FIRST_CALLS.flatMap((id) =>
                      contacts.filter((contact) => contact.id === id),
                    ).map((contact, index) => (
                      <a
                        key={contact.id}
                        className={index === 0 ? 'chat-call' : 'chat-call chat-call-outline'}
                        href={telHref(contact)}
                      >
                        <PhoneIcon />
                        <span className="chat-call-name">{contactName(contact, lang)}</span>{' '}
                        <span className="chat-call-number">{contact.phone}</span>
                      </a>
                    ))}
                    <TourismPoliceCall />
                    <button type="button" className="secondary-button" onClick={onOpenEmergency}>
                      {t('home.assistant.allNumbers')}
                    </button>
                  </div>
                </li>
              )}
            </ol>
          </div>
          {phase.kind === 'loading' && (
            <p className="notice" data-status tabIndex={-1}>
              {t('home.assistant.loading')}
            </p>
          )}
          {phase.kind === 'greeting' && (
            <button type="button" className="primary-button start-chat" onClick={load}>
              {t('home.assistant.start')}
            </button>
          )}
          {phase.kind === 'failed' && (
            <button type="button" className="primary-button start-chat" onClick={load}>
              {t('home.assistant.retry')}
            </button>
          )}
        </div>
      )}
    </div>
  );
}
