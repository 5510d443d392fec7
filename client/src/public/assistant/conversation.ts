/**
 * The assistant's conversation as data, so that a conversation engine can later append messages
 * (and visitor messages) without touching how they are shown. Texts are i18n keys, so a message
 * already on screen follows a language switch.
 */
export type ChatAction =
  /** A tap-to-call button for the contact with this id (skipped when the list lacks it). */
  | { kind: 'call'; contactId: string }
  /** Opens the emergency drawer with every number. */
  | { kind: 'open-emergency' };

export interface ChatMessage {
  id: string;
  from: 'assistant' | 'visitor';
  /** i18n key of the text. */
  text: string;
  actions?: ChatAction[];
}

/** The numbers the assistant offers first: the tourism police's emergency line and the tourism office. */
export const FIRST_CALLS = ['policia', 'turismo-cusco'] as const;

export const GREETING: ChatMessage = {
  id: 'greeting',
  from: 'assistant',
  text: 'home.assistant.greeting',
};

/** What "Iniciar Chat" adds: safety first, the two numbers and the way to the full list. */
export function startConversation(): ChatMessage[] {
  return [
    {
      id: 'emergency-first',
      from: 'assistant',
      text: 'home.assistant.emergencyFirst',
      actions: [
        ...FIRST_CALLS.map((contactId) => ({ kind: 'call', contactId }) as const),
        { kind: 'open-emergency' },
      ],
    },
  ];
}
