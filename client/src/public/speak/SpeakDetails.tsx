import { useId } from 'react';
import type { Words } from '../i18n/words';
import { MAX_PEOPLE, type SpeakChoices } from './message';

export interface SpeakDetailsProps {
  words: Words;
  choices: SpeakChoices;
  onChange(change: Partial<SpeakChoices>): void;
}

const HURT = [
  { value: true, key: 'hurtYes' },
  { value: false, key: 'hurtNo' },
  { value: null, key: 'hurtUnsaid' },
] as const;

/**
 * What the tourist may add, each change rewriting the sentences at once: how many they are,
 * whether someone is hurt, where they are in their words, and how to reach them back.
 */
export function SpeakDetails({ words, choices, onChange }: SpeakDetailsProps) {
  const id = useId();
  return (
    <div className="speak-details">
      <fieldset className="speak-field">
        <legend className="speak-label">{words('people')}</legend>
        <div className="speak-counter">
          <button
            type="button"
            aria-label={words('fewer')}
            disabled={choices.people <= 1}
            onClick={() => onChange({ people: choices.people - 1 })}
          >
            −
          </button>
          <output aria-live="polite">{choices.people}</output>
          <button
            type="button"
            aria-label={words('more')}
            disabled={choices.people >= MAX_PEOPLE}
            onClick={() => onChange({ people: choices.people + 1 })}
          >
            +
          </button>
        </div>
      </fieldset>
      <fieldset className="speak-field speak-hurt">
        <legend className="speak-label">{words('hurtQuestion')}</legend>
        {HURT.map(({ value, key }) => (
          <label key={key} className="speak-choice">
            <input
              type="radio"
              name={`${id}-hurt`}
              checked={choices.hurt === value}
              onChange={() => onChange({ hurt: value })}
            />
            {words(key)}
          </label>
        ))}
      </fieldset>
      <label className="speak-field">
        <span className="speak-label">{words('placeWords')}</span>
        <input
          type="text"
          value={choices.placeWords}
          maxLength={120}
          autoComplete="off"
          onChange={(event) => onChange({ placeWords: event.target.value })}
        />
      </label>
      <label className="speak-field">
        <span className="speak-label">{words('name')}</span>
        <input
          type="text"
          value={choices.name}
          maxLength={80}
          autoComplete="name"
          onChange={(event) => onChange({ name: event.target.value })}
        />
      </label>
      <label className="speak-field">
        <span className="speak-label">{words('phone')}</span>
        <input
          type="tel"
          value={choices.phone}
          maxLength={30}
          autoComplete="tel"
          onChange={(event) => onChange({ phone: event.target.value })}
        />
      </label>
      <label className="speak-choice">
        <input
          type="checkbox"
          checked={choices.cannotSpeak}
          onChange={(event) => onChange({ cannotSpeak: event.target.checked })}
        />
        {words('cannotSpeakOption')}
      </label>
    </div>
  );
}
