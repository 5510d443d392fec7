import type { Language } from '../i18n/i18n';
import { alertTopicOf } from './alert-topics';
import type { Reading } from './conversation';
import { courtesyOf } from './courtesy';
import { fallbackCallsOf } from './fallback-calls';
import type { Match } from './match';
import { messageLanguage } from './message-language';
import { REPORT_TYPE_OF } from './report-types';
import { urgencyOf } from './urgent';
import { wordsOf } from './words-of';

/** Words that ask to report to the police, folded, in the languages visitors write in. */
const REPORT_WORDS = new Set(
  (
    'report reporting complaint denounce ' +
    'denuncia denunciar denunciarlo denuncio ' +
    'sikayet sikayette sikayetci ihbar tutanak ' +
    'queixa boletim plainte signaler anzeige anzeigen denunciare segnalare ' +
    // Korean and Chinese as Intl.Segmenter cuts them (see words-of.ts).
    '신고 신고하고 报案'
  ).split(' '),
);

/**
 * How the assistant reads a visitor's `text` on a page in `page`: the topic it reads as (see
 * match.ts), a call for help (urgent.ts), thanks or a greeting (courtesy.ts); a wish to report,
 * answered with the report form unless the words also say what happened (then that topic's
 * answer, which leads to the report with it chosen); which number the fallback offers first;
 * a question about trains, strikes or roads that no topic answers (alert-topics.ts); and the
 * language to answer in when the message is clearly in another one the page offers.
 */
export function readMessage(text: string, match: (text: string) => Match, page: Language): Reading {
  const words = wordsOf(text);
  const rest = words.filter((word) => !REPORT_WORDS.has(word));
  let found = match(text);
  let report = false;
  if (rest.length < words.length) {
    const without = match(rest.join(' '));
    report = !REPORT_TYPE_OF[without.topic];
    found = report ? { topic: 'FALLBACK' } : without;
  }
  const lang = messageLanguage(text, page) ?? undefined;
  const alerts = found.topic === 'FALLBACK' && !report ? alertTopicOf(text) : null;
  return {
    ...found,
    urgency: urgencyOf(text),
    courtesy: courtesyOf(text),
    report,
    ...(found.topic === 'FALLBACK' && { calls: fallbackCallsOf(text) }),
    ...(alerts && { alerts }),
    ...(lang && { lang }),
  };
}
