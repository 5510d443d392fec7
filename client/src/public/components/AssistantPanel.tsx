import { type RefObject, useEffect, useRef, useState } from 'react';
import {
  type ChatAction,
  type ChatMessage,
  GREETING,
  startConversation,
} from '../assistant/conversation';
import { contactName, type EmergencyContact, telHref } from '../contacts/contacts';
import { usePanelFocus } from '../dialog/usePanelFocus';
import { useI18n } from '../i18n/useI18n';
import { ChatIcon, CloseIcon, PhoneIcon } from './Icons';

export interface AssistantPanelProps {
  open: boolean;
  contacts: EmergencyContact[];
  onClose(): void;
  onOpenEmergency(): void;
  buttonRef: RefObject<HTMLButtonElement | null>;
}

/**
 * "Asistente Virtual": a non-modal dialog, independent of the emergency drawer. The conversation
 * is a list of messages (see assistant/conversation.ts); "Iniciar Chat" adds the first exchange.
 */
export function AssistantPanel({
  open,
  contacts,
  onClose,
  onOpenEmergency,
  buttonRef,
}: AssistantPanelProps) {
  const { t } = useI18n();
  const panelRef = useRef<HTMLDivElement>(null);
  const [messages, setMessages] = useState<ChatMessage[]>([GREETING]);
  const [focusMessage, setFocusMessage] = useState<string | null>(null);
  const started = messages.length > 1;
  usePanelFocus({ open, panelRef, onClose, fallbackRef: buttonRef });

  const start = () => {
    const next = startConversation();
    setMessages((current) => [...current, ...next]);
    // The button disappears: focus goes to the new message so it is read out, then Tab reaches its buttons.
    setFocusMessage(next[0]?.id ?? null);
  };

  useEffect(() => {
    if (!focusMessage) return;
    panelRef.current?.querySelector<HTMLElement>(`[data-message="${focusMessage}"]`)?.focus();
    setFocusMessage(null);
  }, [focusMessage]);

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
      <div className="panel-body">
        {/* A live log around a plain list: the list role must stay on the <ol> for its items. */}
        <div role="log" aria-label={t('home.assistant.conversation')}>
          <ol className="chat-log">
            {messages.map((message) => (
              <li key={message.id} className={`chat-message from-${message.from}`}>
                <p className="chat-bubble" data-message={message.id} tabIndex={-1}>
                  {t(message.text)}
                </p>
                {message.actions && (
                  <div className="chat-actions">
                    {message.actions.map((action, index) => (
                      <ChatActionButton
                        key={actionKey(action)}
                        action={action}
                        first={index === 0}
                        contacts={contacts}
                        onOpenEmergency={onOpenEmergency}
                      />
                    ))}
                  </div>
                )}
              </li>
            ))}
          </ol>
        </div>
        {!started && (
          <button type="button" className="primary-button start-chat" onClick={start}>
            {t('home.assistant.start')}
          </button>
        )}
      </div>
    </div>
  );
}

function actionKey(action: ChatAction): string {
  return action.kind === 'call' ? `call-${action.contactId}` : action.kind;
}

interface ChatActionButtonProps {
  action: ChatAction;
  /** The first call is the emergency line: filled red; the others are outlined. */
  first: boolean;
  contacts: EmergencyContact[];
  onOpenEmergency(): void;
}

function ChatActionButton({ action, first, contacts, onOpenEmergency }: ChatActionButtonProps) {
  const { t, lang } = useI18n();
  if (action.kind === 'open-emergency') {
    return (
      <button type="button" className="secondary-button" onClick={onOpenEmergency}>
        {t('home.assistant.allNumbers')}
      </button>
    );
  }
  const contact = contacts.find((candidate) => candidate.id === action.contactId);
  if (!contact) return null;
  return (
    <a className={first ? 'chat-call' : 'chat-call chat-call-outline'} href={telHref(contact)}>
      <PhoneIcon />
      <span className="chat-call-name">{contactName(contact, lang)}</span>{' '}
      <span className="chat-call-number">{contact.phone}</span>
    </a>
  );
}
