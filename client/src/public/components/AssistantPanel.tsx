import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import type * as ChatModule from '../assistant/Chat';
import { hasConversation, loadAssistant } from '../assistant/load';
import { contactName, type EmergencyContact, telHref } from '../contacts/contacts';
import { usePanelFocus } from '../dialog/usePanelFocus';
import { useI18n } from '../i18n/useI18n';
import { ChatIcon, CloseIcon, PhoneIcon } from './Icons';

export interface AssistantPanelProps {
  open: boolean;
  contacts: EmergencyContact[];
  onClose(): void;
  onOpenEmergency(): void;
  /** Opens "Mi ubicación" in the emergency drawer and reads the position. */
  onOpenLocation(): void;
  buttonRef: RefObject<HTMLButtonElement | null>;
}

/** The numbers offered when the conversation cannot load: the police and the tourism office. */
const FIRST_CALLS = ['policia', 'turismo-cusco'];

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
  contacts,
  onClose,
  onOpenEmergency,
  onOpenLocation,
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

  // A conversation of this tab opens again where it was.
  const resume = open && phase.kind === 'greeting' && hasConversation();
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
          onOpenEmergency={onOpenEmergency}
          onOpenLocation={onOpenLocation}
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
