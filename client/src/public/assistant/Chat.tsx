import './chat.css';
import { type FormEvent, useEffect, useId, useMemo, useReducer, useRef, useState } from 'react';
import type { IncidentType } from '../../../../shared/incident-report';
import { pickText } from '../../../../shared/locales';
import type { AssistantRequest } from '../App';
import type { AlertsView } from '../alerts/useAlerts';
import { SendIcon } from '../components/Icons';
import type { EmergencyContact } from '../contacts/contacts';
import { isLanguage, type Language, loadLanguage } from '../i18n/i18n';
import { useI18n } from '../i18n/useI18n';
import type { Happening } from '../speak/message';
import { verifyProvider } from '../verification/verify';
import { ChatMessageView } from './ChatMessage';
import {
  ask,
  type Conversation,
  choose,
  EMPTY,
  GREETING_KEY,
  lookUp,
  MAX_TEXT_LENGTH,
  pendingChecks,
  type Reading,
  restore,
  save,
  start,
  verified,
} from './conversation';
import { createMatcher } from './match';
import { readMessage } from './read';
import { loadTopics, type TopicId } from './topics';
import { useTopics } from './useTopics';

/** How long an answer in another language waits for its dictionary before the page's serves. */
const DICTIONARY_WAIT_MS = 1500;

/**
 * Whether `lang`'s dictionary is here to answer in, fetched if needed; false when it cannot come
 * soon (offline, slow): a visitor in trouble must not wait for words.
 */
function dictionaryReady(lang: Language): Promise<boolean> {
  return Promise.race([
    loadLanguage(lang).then(
      () => true,
      () => false,
    ),
    new Promise<boolean>((resolve) => setTimeout(() => resolve(false), DICTIONARY_WAIT_MS)),
  ]);
}

/** Fetches the topics now, for the device's copy (offline use after a first visit). */
export function prefetchTopics(): Promise<unknown> {
  return loadTopics();
}

export interface ChatProps {
  /** The panel is showing: the text box takes focus when the chat appears. */
  open: boolean;
  contacts: EmergencyContact[];
  /** The page's alerts, which the assistant answers about trains, strikes and roads with. */
  alerts?: AlertsView;
  onOpenEmergency(): void;
  /** Opens "Mi ubicación" (coordinates to read out) in the emergency drawer. */
  onOpenLocation(): void;
  /** Opens "Speak for me", on what happened when the answer knows it. */
  onSpeak?(what?: Happening): void;
  /** Opens the report to the tourism police, what happened chosen when the answer says it. */
  onReport?(type?: IncidentType): void;
  /** A topic the page asked to answer (a situation chosen on it); each new id is answered once. */
  request?: AssistantRequest | null;
}

type Action =
  | { kind: 'choose'; topic: TopicId }
  | { kind: 'ask'; text: string; reading: Reading }
  | { kind: 'look-up'; query: string }
  | { kind: 'verified'; id: string; outcome: Parameters<typeof verified>[2] }
  | { kind: 'restart' };

function reduce(conversation: Conversation, action: Action): Conversation {
  switch (action.kind) {
    case 'choose':
      return choose(conversation, action.topic);
    case 'ask':
      return ask(conversation, action.text, action.reading);
    case 'look-up':
      return lookUp(conversation, action.query);
    case 'verified':
      return verified(conversation, action.id, action.outcome);
    case 'restart':
      return start(EMPTY);
  }
}

/**
 * The conversation: the log of what was said (a polite live region), quick-reply chips for the
 * topics and a text box for free questions. Answers come from the topics (data the staff edit),
 * a verification runs the registry check inside the conversation, and the nearest tourism police
 * are listed from the cached offices. Loaded on demand (see load.ts).
 */
export function Chat({
  open,
  contacts,
  alerts,
  onOpenEmergency,
  onOpenLocation,
  onSpeak,
  onReport,
  request,
}: ChatProps) {
  const { t, lang } = useI18n();
  const topics = useTopics();
  const [conversation, dispatch] = useReducer(reduce, undefined, () => restore() ?? start(EMPTY));
  const [text, setText] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
  const logRef = useRef<HTMLOListElement>(null);
  const checking = useRef(new Set<string>());
  const seen = useRef(conversation.messages.length);
  const inputId = useId();
  const match = useMemo(() => createMatcher(topics.topics), [topics.topics]);

  useEffect(() => save(conversation), [conversation]);

  // A situation chosen on the page is answered as if its chip had been chosen.
  const answered = useRef(0);
  useEffect(() => {
    if (!request || request.id <= answered.current) return;
    answered.current = request.id;
    dispatch({ kind: 'choose', topic: request.topic });
  }, [request]);

  // The text box is where a visitor starts: focused as the chat appears and when the panel opens.
  useEffect(() => {
    if (open) inputRef.current?.focus();
  }, [open]);

  // Runs the registry checks the conversation is waiting for (a reload may have cut one short).
  useEffect(() => {
    for (const check of pendingChecks(conversation)) {
      if (checking.current.has(check.id)) continue;
      checking.current.add(check.id);
      void verifyProvider(check.query).then((outcome) => {
        checking.current.delete(check.id);
        dispatch({ kind: 'verified', id: check.id, outcome });
      });
    }
  }, [conversation]);

  // A new exchange scrolls into view from the visitor's words, so a long answer reads from its top.
  useEffect(() => {
    const count = conversation.messages.length;
    if (count <= seen.current) return;
    const first = conversation.messages[seen.current];
    seen.current = count;
    const element =
      first && logRef.current?.querySelector<HTMLElement>(`[data-message="${first.id}"]`);
    const body = logRef.current?.closest<HTMLElement>('.chat-body');
    // Only the log scrolls (scrollIntoView would also scroll the panel, whose overflow is hidden).
    if (element && body) {
      const offset = element.getBoundingClientRect().top - body.getBoundingClientRect().top;
      body.scrollTo?.({ top: body.scrollTop + offset - 8 });
    }
  }, [conversation.messages]);

  const send = async (event: FormEvent) => {
    event.preventDefault();
    const said = text.trim();
    if (!said) return;
    setText('');
    // Sent before the topics arrived: read once they are here (or known not to come).
    const matcher =
      topics.status === 'loading' ? createMatcher((await loadTopics()).topics) : match;
    const { lang: other, ...reading } = readMessage(said, matcher, lang);
    const inOther = other !== undefined && (await dictionaryReady(other));
    dispatch({ kind: 'ask', text: said, reading: inOther ? { ...reading, lang: other } : reading });
  };

  // Answers kept in another language (a reload) need its dictionary again.
  const [, setLoaded] = useState(0);
  const others = [
    ...new Set(
      conversation.messages.flatMap((message) =>
        message.from === 'assistant' && message.lang ? [message.lang] : [],
      ),
    ),
  ].join(' ');
  useEffect(() => {
    for (const other of others.split(' ').filter(isLanguage)) {
      loadLanguage(other).then(
        () => setLoaded((count) => count + 1),
        () => {},
      );
    }
  }, [others]);

  const chips = topics.topics.filter((topic) => topic.id !== 'FALLBACK');
  const topicById = new Map(topics.topics.map((topic) => [topic.id, topic]));
  const placeholder =
    conversation.awaiting === 'verify-query'
      ? 'home.assistant.verifyPlaceholder'
      : 'home.assistant.placeholder';

  return (
    <>
      <div className="panel-body chat-body">
        {/* A live log around a plain list: the list role must stay on the <ol> for its items. */}
        <div role="log" aria-label={t('home.assistant.conversation')}>
          <ol className="chat-log" ref={logRef}>
            <li className="chat-message from-assistant">
              <p className="chat-bubble">{t(GREETING_KEY)}</p>
            </li>
            {conversation.messages.map((message) => (
              <ChatMessageView
                key={message.id}
                message={message}
                topic={'topic' in message ? topicById.get(message.topic) : undefined}
                topicsStatus={topics.status}
                contacts={contacts}
                alerts={alerts}
                lang={lang}
                onOpenEmergency={onOpenEmergency}
                onOpenLocation={onOpenLocation}
                onSpeak={onSpeak}
                onLookUp={(query) => dispatch({ kind: 'look-up', query })}
                onNearest={() => dispatch({ kind: 'choose', topic: 'NEAREST_POLICE' })}
                onReport={onReport}
              />
            ))}
          </ol>
        </div>
        {topics.status === 'unavailable' && (
          <p className="notice notice-error">{t('home.assistant.topicsUnavailable')}</p>
        )}
      </div>
      <div className="chat-footer">
        {chips.length > 0 && (
          <fieldset className="chat-chips">
            <legend className="visually-hidden">{t('home.assistant.topics')}</legend>
            {chips.map((topic) => (
              <button
                key={topic.id}
                type="button"
                className="chat-chip"
                onClick={() => dispatch({ kind: 'choose', topic: topic.id })}
              >
                {pickText(topic.label, lang).text}
              </button>
            ))}
            <button
              type="button"
              className="chat-chip chat-chip-quiet"
              onClick={() => dispatch({ kind: 'restart' })}
            >
              {t('home.assistant.restart')}
            </button>
          </fieldset>
        )}
        <form className="chat-form" onSubmit={(event) => void send(event)}>
          <label htmlFor={inputId} className="visually-hidden">
            {t('home.assistant.inputLabel')}
          </label>
          <input
            ref={inputRef}
            id={inputId}
            className="chat-input"
            type="text"
            value={text}
            maxLength={MAX_TEXT_LENGTH}
            autoComplete="off"
            enterKeyHint="send"
            placeholder={t(placeholder)}
            onChange={(event) => setText(event.currentTarget.value)}
          />
          <button type="submit" className="chat-send" aria-label={t('home.assistant.send')}>
            <SendIcon />
          </button>
        </form>
      </div>
    </>
  );
}
