import { describe, expect, it } from 'vitest';
import {
  ask,
  type Conversation,
  EMPTY,
} from '../../../../client/src/public/assistant/conversation';
import { FALLBACK_CALLS } from '../../../../client/src/public/assistant/fallback-calls';
import { createMatcher } from '../../../../client/src/public/assistant/match';
import { readMessage } from '../../../../client/src/public/assistant/read';
import { URGENT_CALLS } from '../../../../client/src/public/assistant/urgent';
import { WORDS } from '../../../../client/src/public/assistant/words';
import { UNSPACED_SCRIPT } from '../../../../client/src/public/assistant/words-of';
import { seedAssistantTopics } from '../../../../server/areas/assistant/seed';
import { toTopic } from '../../../../server/areas/assistant/view';
import { foldToWords } from '../../../../shared/fold-text';
import { PUBLIC_LANGUAGES } from '../../../../shared/locales';
import { PHRASINGS } from './phrasings';
import type { Situation } from './phrasings/types';

// The assistant as a visitor meets it, in each language the page offers: the seeded topics, the
// page in the visitor's language, the first number the answer offers to call.
const topics = seedAssistantTopics('2026-01-01T00:00:00.000Z').map(toTopic);
const match = createMatcher(topics);

/** 105 for the police, 106 for the ambulance, 116 for a fire. */
const FIRST_CALL: Record<Situation, string> = {
  help: 'policia',
  ambulance: 'ambulancia',
  police: 'policia',
  robbed: 'policia',
  unconscious: 'ambulancia',
  cantBreathe: 'ambulancia',
  chestPain: 'ambulancia',
  bleeding: 'ambulancia',
  fire: 'bomberos-nacional',
  accident: 'ambulancia',
  lostChild: 'policia',
  assault: 'policia',
};

/** The first number the assistant's reply offers, and whether it came as an urgent line. */
function firstCall(conversation: Conversation): { contactId: string | undefined; urgent: boolean } {
  const reply = conversation.messages.find((message) => message.from === 'assistant');
  if (reply?.kind === 'urgent') return { contactId: URGENT_CALLS[reply.urgency][0], urgent: true };
  if (reply?.kind === 'topic') {
    const ids = reply.calls
      ? FALLBACK_CALLS[reply.calls]
      : topics.find((topic) => topic.id === reply.topic)?.callContactIds;
    return { contactId: ids?.[0], urgent: false };
  }
  if (reply?.kind === 'text') {
    const call = reply.actions?.find((action) => action.kind === 'call');
    return { contactId: call?.kind === 'call' ? call.contactId : undefined, urgent: false };
  }
  return { contactId: undefined, urgent: false };
}

const asked = (text: string, page: (typeof PUBLIC_LANGUAGES)[number]) => {
  const reading = readMessage(text, match, page);
  return { reading, conversation: ask(EMPTY, text, reading) };
};

describe.each(PUBLIC_LANGUAGES)('the assistant in %s', (lang) => {
  const phrasings = PHRASINGS[lang];
  const situations = new Set(phrasings.urgent.map(([, situation]) => situation));

  it('has test phrasings for every emergency, everyday words and topics', () => {
    expect([...situations].sort()).toEqual(Object.keys(FIRST_CALL).sort());
    expect(phrasings.urgent.length).toBeGreaterThanOrEqual(12);
    expect(phrasings.notUrgent.length).toBeGreaterThanOrEqual(5);
  });

  it('lists phrases the finder can match: at most four words, or in an unspaced script', () => {
    const phrases = [
      ...Object.values(WORDS[lang].urgent).flat(),
      ...topics.flatMap((topic) => topic.phrases[lang] ?? []),
    ];
    expect(phrases.length).toBeGreaterThan(20);
    for (const phrase of phrases) {
      if (!UNSPACED_SCRIPT.test(phrase))
        expect(foldToWords(phrase).split(' ').length, phrase).toBeLessThanOrEqual(4);
    }
  });

  it.each(phrasings.urgent)('"%s" (%s) offers the number to call first', (text, situation) => {
    const { reading, conversation } = asked(text, lang);
    const first = firstCall(conversation);
    expect(first.contactId, JSON.stringify(reading)).toBe(FIRST_CALL[situation]);
    // A person in danger gets the numbers before any advice, except a theft already over.
    if (situation !== 'robbed') expect(first.urgent, JSON.stringify(reading)).toBe(true);
  });

  it.each(phrasings.notUrgent)('"%s" is no emergency', (text) => {
    expect(asked(text, lang).reading.urgency).toBeNull();
  });

  it.each(phrasings.topics)('"%s" leads to %s', (text, topic) => {
    const { reading } = asked(text, lang);
    expect(reading.urgency).toBeNull();
    expect(reading.topic).toBe(topic);
  });
});
