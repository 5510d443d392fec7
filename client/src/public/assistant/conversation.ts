import type { Language } from '../i18n/i18n';
import type { VerifyOutcome } from '../verification/types';
import type { AlertTopic } from './alert-topics';
import type { Courtesy } from './courtesy';
import type { FallbackCalls } from './fallback-calls';
import { STORAGE_KEY } from './storage-key';
import type { TopicId } from './topics';
import type { Urgency } from './urgent';

/**
 * The assistant's conversation as data: what was said, in order. Messages name topics and i18n
 * keys rather than holding texts, so a conversation already on screen follows a language switch
 * and an answer edited by the staff. It is kept in the tab (sessionStorage) until the tab closes.
 */
export type ChatAction =
  /** A tap-to-call button for the contact with this id (skipped when the list lacks it). */
  | { kind: 'call'; contactId: string }
  /** A tap-to-call button for the tourism police (from the police offices). */
  | { kind: 'call-tourism-police' }
  /** Opens the emergency drawer with every number. */
  | { kind: 'open-emergency' }
  /** Looks the visitor's words up in the registry after all (they read as another question). */
  | { kind: 'verify'; query: string }
  /** Opens the report to the tourism police. */
  | { kind: 'report' }
  /** Switches the page to the language the visitor wrote in. */
  | { kind: 'switch-language'; lang: Language };

/** Set on the assistant's words in another language than the page's (the visitor's). */
type Said = { lang?: Language };

export type ChatMessage =
  /** The assistant's words: an i18n key, with call buttons. */
  | ({ id: string; from: 'assistant'; kind: 'text'; text: string; actions?: ChatAction[] } & Said)
  /** Numbers to call now, in one line, before any advice (see urgent.ts). */
  | ({ id: string; from: 'assistant'; kind: 'urgent'; urgency: Urgency } & Said)
  /**
   * A topic's answer (its text, in the page's language, comes from the topics); the fallback
   * keeps how it offers the numbers (see fallback-calls.ts).
   */
  | ({ id: string; from: 'assistant'; kind: 'topic'; topic: TopicId; calls?: FallbackCalls } & Said)
  /** A registry check: pending until the outcome arrives. */
  | ({
      id: string;
      from: 'assistant';
      kind: 'verify';
      query: string;
      outcome?: VerifyOutcome;
    } & Said)
  /** The nearest tourism police offices. */
  | ({ id: string; from: 'assistant'; kind: 'nearest' } & Said)
  /** The active alerts about trains, strikes or roads (read when shown), or "none right now". */
  | ({ id: string; from: 'assistant'; kind: 'alerts'; about: AlertTopic } & Said)
  /** What the visitor typed. */
  | { id: string; from: 'visitor'; kind: 'text'; text: string }
  /** A quick-reply chip the visitor chose (shown with the topic's label). */
  | { id: string; from: 'visitor'; kind: 'chip'; topic: TopicId };

export interface Conversation {
  messages: ChatMessage[];
  /** The assistant asked for a name, RUC or carné: the next text is looked up. */
  awaiting: 'verify-query' | null;
  /** The next message's number, so ids stay unique across reloads. */
  next: number;
}

/** What the assistant offers first: the police's emergency line, then the tourism police. */
export const FIRST_CALLS: readonly ChatAction[] = [
  { kind: 'call', contactId: 'policia' },
  { kind: 'call-tourism-police' },
];

/** The greeting the panel shows before any conversation. */
export const GREETING_KEY = 'home.assistant.greeting';

/** The longest text a visitor can send. */
export const MAX_TEXT_LENGTH = 200;

export const EMPTY: Conversation = { messages: [], awaiting: null, next: 1 };

type NewMessage = ChatMessage extends infer M
  ? M extends ChatMessage
    ? Omit<M, 'id'>
    : never
  : never;

function add(conversation: Conversation, ...messages: NewMessage[]): Conversation {
  let next = conversation.next;
  const added = messages.map((message) => ({ ...message, id: `m${next++}` }) as ChatMessage);
  return { ...conversation, messages: [...conversation.messages, ...added], next };
}

/** What "Iniciar Chat" adds: safety first, the two numbers and the way to the full list. */
export function start(conversation: Conversation): Conversation {
  return add(conversation, {
    from: 'assistant',
    kind: 'text',
    text: 'home.assistant.emergencyFirst',
    actions: [...FIRST_CALLS, { kind: 'open-emergency' }],
  });
}

/** The assistant's answer to a topic, and what the topic goes on to do. */
function answer(conversation: Conversation, topic: TopicId, calls?: FallbackCalls): Conversation {
  const answered = add(conversation, {
    from: 'assistant',
    kind: 'topic',
    topic,
    ...(topic === 'FALLBACK' && calls && { calls }),
  });
  if (topic === 'NEAREST_POLICE') {
    return { ...add(answered, { from: 'assistant', kind: 'nearest' }), awaiting: null };
  }
  return { ...answered, awaiting: topic === 'VERIFY' ? 'verify-query' : null };
}

/** The visitor chose a chip. */
export function choose(conversation: Conversation, topic: TopicId): Conversation {
  return answer(add(conversation, { from: 'visitor', kind: 'chip', topic }), topic);
}

/** How the assistant reads a visitor's text (see read.ts). */
export type Reading = {
  topic: TopicId;
  query?: string;
  urgency?: Urgency | null;
  courtesy?: Courtesy | null;
  /** The visitor asks to report, without saying what happened. */
  report?: boolean;
  /** The visitor asks about trains, strikes or roads: the alerts answer. */
  alerts?: AlertTopic | null;
  /** For the fallback: which number comes first. */
  calls?: FallbackCalls;
  /** The language to answer in when it is not the page's. */
  lang?: Language;
};

/** Advice that fits after the numbers to call now; any other topic gives way to EMERGENCY's. */
const ADVICE_AFTER_URGENT: readonly TopicId[] = [
  'THEFT',
  'SCAM',
  'LOST_DOCUMENTS',
  'NEAREST_POLICE',
];

/**
 * The visitor typed `text`. A call for help or an emergency is answered first with the numbers
 * to call now, then advice; thanks or a greeting in kind; a RUC or carné number is looked up at
 * once; after the assistant asked for a name, the text is looked up unless it plainly asks about
 * something else; a wish to report gets the way to the report; a question about trains, strikes
 * or roads gets the alerts; otherwise the topic it reads as is answered. A message in another
 * of the page's languages is answered in it.
 */
export function ask(conversation: Conversation, text: string, reading: Reading): Conversation {
  const said = text.trim().slice(0, MAX_TEXT_LENGTH);
  if (!said) return conversation;
  const withText = add(conversation, { from: 'visitor', kind: 'text', text: said });
  const answered = reply(withText, said, reading);
  return reading.lang ? inLanguage(withText, answered, reading.lang) : answered;
}

/**
 * The assistant's words after `withText` are in `lang`, with the offer to show the whole page
 * in it (the offer itself in that language).
 */
function inLanguage(withText: Conversation, answered: Conversation, lang: Language): Conversation {
  const before = withText.messages.length;
  const messages = answered.messages.map((message, index) =>
    index >= before && message.from === 'assistant' ? { ...message, lang } : message,
  );
  return add(
    { ...answered, messages },
    {
      from: 'assistant',
      kind: 'text',
      text: 'home.assistant.switchOffer',
      lang,
      actions: [{ kind: 'switch-language', lang }],
    },
  );
}

/** What the visitor is offered to report it: the form, and the police should it be urgent. */
function offerReport(conversation: Conversation): Conversation {
  return add(conversation, {
    from: 'assistant',
    kind: 'text',
    text: 'home.assistant.reportOffer',
    actions: [{ kind: 'report' }, { kind: 'call', contactId: 'policia' }],
  });
}

function reply(withText: Conversation, said: string, reading: Reading): Conversation {
  if (reading.urgency) {
    const advice = ADVICE_AFTER_URGENT.includes(reading.topic) ? reading.topic : 'EMERGENCY';
    return answer(
      add(withText, { from: 'assistant', kind: 'urgent', urgency: reading.urgency }),
      advice,
    );
  }
  if (reading.courtesy) {
    // "Gracias" after a lookup is thanks, not a name to look up.
    return {
      ...add(withText, {
        from: 'assistant',
        kind: 'text',
        text: `home.assistant.courtesy.${reading.courtesy}`,
        // The greeting names the police's number: it is right there to tap.
        actions: reading.courtesy === 'GREETING' ? [FIRST_CALLS[0] as ChatAction] : undefined,
      }),
      awaiting: null,
    };
  }
  if (reading.topic === 'VERIFY' && reading.query) return verify(withText, reading.query);
  const respond = (to: Conversation) =>
    reading.report
      ? { ...offerReport(to), awaiting: null }
      : reading.alerts
        ? {
            ...add(to, { from: 'assistant', kind: 'alerts', about: reading.alerts }),
            awaiting: null,
          }
        : answer(to, reading.topic, reading.calls);
  const other =
    reading.report ||
    !!reading.alerts ||
    (reading.topic !== 'FALLBACK' && reading.topic !== 'VERIFY');
  if (withText.awaiting !== 'verify-query') return respond(withText);
  if (!other) return verify(withText, said);
  // Asked for a name, the visitor wrote what reads as another question: it is answered (an
  // emergency must not wait for a lookup), with the lookup one tap away in case it was a name
  // ("Taxi Tours" reads as a question about taxis).
  return add(respond(withText), {
    from: 'assistant',
    kind: 'text',
    text: 'home.assistant.verifyInstead',
    actions: [{ kind: 'verify', query: said }],
  });
}

/** The visitor asked to look `query` up (the offer after an answer to another question). */
export function lookUp(conversation: Conversation, query: string): Conversation {
  return verify(conversation, query);
}

function verify(conversation: Conversation, query: string): Conversation {
  return {
    ...add(conversation, { from: 'assistant', kind: 'verify', query }),
    awaiting: 'verify-query',
  };
}

/** The registry answered the check `id`. */
export function verified(
  conversation: Conversation,
  id: string,
  outcome: VerifyOutcome,
): Conversation {
  return {
    ...conversation,
    messages: conversation.messages.map((message) =>
      message.id === id && message.kind === 'verify' ? { ...message, outcome } : message,
    ),
  };
}

/** The checks still waiting for the registry (also those a reload interrupted). */
export function pendingChecks(conversation: Conversation) {
  return conversation.messages.filter(
    (message): message is Extract<ChatMessage, { kind: 'verify' }> =>
      message.kind === 'verify' && !message.outcome,
  );
}

/** The conversation of this tab, if it has one. */
export function restore(storage: Storage | undefined = safeSession()): Conversation | null {
  try {
    const text = storage?.getItem(STORAGE_KEY);
    if (!text) return null;
    const value = JSON.parse(text) as Partial<Conversation>;
    if (!Array.isArray(value.messages) || typeof value.next !== 'number') return null;
    return {
      messages: value.messages.filter(isMessage),
      awaiting: value.awaiting === 'verify-query' ? 'verify-query' : null,
      next: value.next,
    };
  } catch {
    return null;
  }
}

export function save(conversation: Conversation | null, storage = safeSession()): void {
  try {
    if (conversation) storage?.setItem(STORAGE_KEY, JSON.stringify(conversation));
    else storage?.removeItem(STORAGE_KEY);
  } catch {
    // Storage blocked or full: the conversation lasts as long as the page.
  }
}

function safeSession(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

function isMessage(value: unknown): value is ChatMessage {
  if (!value || typeof value !== 'object') return false;
  const message = value as Record<string, unknown>;
  return (
    typeof message.id === 'string' &&
    (message.from === 'assistant' || message.from === 'visitor') &&
    typeof message.kind === 'string'
  );
}
