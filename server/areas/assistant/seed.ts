import { PUBLIC_LANGUAGES, type PublicLanguage } from '../../../shared/locales';
import { seedTexts } from '../../i18n';
import type { LocalizedText } from '../emergency-contacts/model';
import {
  ASSISTANT_TOPIC_IDS,
  type AssistantTopicId,
  type AssistantTopicRecord,
  type LocalizedPhrases,
} from './model';

/**
 * The topics' texts as first seeded, each language in its file (seed-texts/<lang>.json, by
 * topic): the chip's label; the answer, plain text with a blank line between paragraphs, written
 * for a visitor under stress (safety first, then one step at a time, with the words they will
 * hear in Cusco, such as denuncia and comisaría, kept in Spanish); and the phrases a visitor types
 * that lead to it, as they type them (the matcher ignores accents and case and tolerates typos;
 * Turkish stems such as "pasaport" find "pasaportumu"; words of four letters or fewer count only
 * whole, so they must be specific). Staff edit them afterwards as data.
 */
const TEXTS_FOLDER = 'server/areas/assistant/seed-texts';

interface SeedText {
  label: string;
  answer: string;
  phrases: string[];
}

/** Emergency contacts offered as call buttons (ids of emergency-contacts/seed.ts). */
const CALLS: Record<AssistantTopicId, string[]> = {
  EMERGENCY: ['policia', 'ambulancia', 'bomberos-nacional', 'samue-cusco'],
  THEFT: ['policia'],
  SCAM: ['policia'],
  LOST_DOCUMENTS: ['policia'],
  HEALTH: ['ambulancia', 'samue-cusco', 'hospital-regional-cusco'],
  VERIFY: ['policia'],
  NEAREST_POLICE: ['policia'],
  // Nothing leads here: it answers whatever matched no other topic.
  FALLBACK: ['policia', 'ambulancia'],
};

export function seedAssistantTopics(now: string): AssistantTopicRecord[] {
  const texts = seedTexts<Partial<Record<AssistantTopicId, SeedText>>>(TEXTS_FOLDER);
  const each = <T>(id: AssistantTopicId, pick: (text: SeedText) => T) =>
    Object.fromEntries(
      PUBLIC_LANGUAGES.flatMap((lang: PublicLanguage) => {
        const text = texts[lang][id];
        return text ? [[lang, pick(text)]] : [];
      }),
    );
  return ASSISTANT_TOPIC_IDS.map((id, index) => {
    const label = each(id, (text) => text.label) as LocalizedText;
    const answer = each(id, (text) => text.answer) as LocalizedText;
    if (!label.es || !label.en || !answer.es || !answer.en) {
      throw new Error(`The seeded topic ${id} has no Spanish or English text`);
    }
    return {
      id,
      position: index + 1,
      label,
      answer,
      phrases: each(id, (text) => [...text.phrases]) as LocalizedPhrases,
      callContactIds: [...CALLS[id]],
      createdAt: now,
      updatedAt: now,
    };
  });
}
