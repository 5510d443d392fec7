import './card.css';
import { useState } from 'react';
import type { EmergencyContact } from '../contacts/contacts';
import { SPEAK_NAMESPACE } from '../i18n/i18n';
import { useI18n } from '../i18n/useI18n';
import { useWordsIn } from '../i18n/words';
import { HappeningList } from './HappeningList';
import { composeMessage, FIRST_CHOICES, type Happening, type SpeakChoices } from './message';
import { SendActions } from './SendActions';
import { SpeakDetails } from './SpeakDetails';
import { useSpeakPlace } from './useSpeakPlace';

export interface SpeakCardProps {
  /** What happened, when the tourist already said it (a situation, an urgent answer). */
  what?: Happening;
  /** Opened from "I can't speak": the text asks to be answered in writing. */
  cannotSpeak?: boolean;
  contacts: readonly EmergencyContact[];
}

/**
 * "Speak for me": the tourist picks what happened in their language; the card writes it in
 * Spanish, large, with where they are, for an operator or a passer-by, and beneath it the same
 * in the tourist's language so they know what they show. Then it is read aloud, sent or copied.
 */
export function SpeakCard({ what: given, cannotSpeak = false, contacts }: SpeakCardProps) {
  const { t, lang } = useI18n();
  const words = useWordsIn(lang, SPEAK_NAMESPACE);
  const spanish = useWordsIn('es', SPEAK_NAMESPACE, 'sentence');
  const own = useWordsIn(lang, SPEAK_NAMESPACE, 'sentence');
  const [what, setWhat] = useState<Happening | null>(given ?? null);
  const [choices, setChoices] = useState<Omit<SpeakChoices, 'what'>>({
    ...FIRST_CHOICES,
    cannotSpeak,
  });
  const { status, place, nearest } = useSpeakPlace();

  if (!what) {
    return (
      <div className="speak-card">
        <p className="panel-hint">{words('intro')}</p>
        {cannotSpeak && <p className="notice">{t('home.emergency.voiceOnly')}</p>}
        <HappeningList words={words} onPick={setWhat} />
      </div>
    );
  }

  const chosen = { ...choices, what };
  const message = composeMessage(spanish, 'es', lang, chosen, place);
  const meaning = lang === 'es' ? null : composeMessage(own, lang, lang, chosen, place);
  return (
    <div className="speak-card">
      {choices.cannotSpeak && <p className="notice">{t('home.emergency.voiceOnly')}</p>}
      <h3 className="speak-show-title">{words('showThis')}</h3>
      <div className="speak-spanish" lang="es" aria-live="polite">
        <p className="speak-situation">{message.situation}</p>
        {message.place && <p>{message.place}</p>}
        {message.landmark && <p>{message.landmark}</p>}
        {message.position && <p className="speak-position">{message.position}</p>}
        {message.contact && <p>{message.contact}</p>}
      </div>
      {status === 'locating' && <p className="notice">{words('locating')}</p>}
      {status === 'failed' && <p className="notice">{words('noPosition')}</p>}
      {meaning && (
        <div className="speak-meaning">
          <h3 className="speak-meaning-title">{words('meaning')}</h3>
          <p>{meaning.situation}</p>
          {meaning.place && <p>{meaning.place}</p>}
          {meaning.landmark && <p>{meaning.landmark}</p>}
          {meaning.contact && <p>{meaning.contact}</p>}
        </div>
      )}
      <SendActions
        lang={lang}
        words={words}
        message={message}
        place={place}
        contacts={contacts}
        nearest={nearest}
      />
      <details className="speak-more">
        <summary>{words('details')}</summary>
        <SpeakDetails
          words={words}
          choices={chosen}
          onChange={(change) => setChoices((current) => ({ ...current, ...change }))}
        />
      </details>
      <button type="button" className="link-button" onClick={() => setWhat(null)}>
        {words('change')}
      </button>
    </div>
  );
}
