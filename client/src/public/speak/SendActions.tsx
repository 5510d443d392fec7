import { useEffect, useId, useState } from 'react';
import { dialTarget } from '../../../../shared/dial';
import { contactName, type EmergencyContact } from '../contacts/contacts';
import type { Language } from '../i18n/i18n';
import type { Words } from '../i18n/words';
import type { PoliceOffice } from '../police/offices';
import { messageText, type SpeakMessage, type SpeakPlace, spokenText } from './message';
import { deviceIsApple, smsBody, smsHref, smsParts, whatsappTextHref } from './send-links';
import { loadVoices, spanishVoice, speak } from './voice';

export interface SendActionsProps {
  lang: Language;
  /** The card's words in the tourist's language. */
  words: Words;
  /** The Spanish message: what is read aloud, sent and copied. */
  message: SpeakMessage;
  place: SpeakPlace;
  contacts: readonly EmergencyContact[];
  /** The nearest tourism police office: its own WhatsApp line comes first when it has one. */
  nearest: PoliceOffice | null;
}

type VoiceState =
  | { kind: 'loading' }
  | { kind: 'none' }
  | { kind: 'ready'; voice: SpeechSynthesisVoice };
type CopyState = 'idle' | 'copied' | 'failed';

/**
 * The ways the Spanish text leaves the phone: read aloud by the phone's Spanish voice (a call
 * on speaker), an SMS or a WhatsApp message to a number the tourist types or to the tourism
 * police's and iPerú's WhatsApp lines, or copied for any other app.
 */
export function SendActions({ lang, words, message, place, contacts, nearest }: SendActionsProps) {
  const id = useId();
  const [voice, setVoice] = useState<VoiceState>({ kind: 'loading' });
  const [speaking, setSpeaking] = useState(false);
  const [copy, setCopy] = useState<CopyState>('idle');
  const [number, setNumber] = useState('');

  useEffect(() => {
    let current = true;
    loadVoices().then((voices) => {
      if (!current) return;
      const found = spanishVoice(voices);
      setVoice(found ? { kind: 'ready', voice: found } : { kind: 'none' });
    });
    return () => {
      current = false;
    };
  }, []);
  useEffect(() => () => globalThis.speechSynthesis?.cancel(), []);

  const text = messageText(message);
  const sms = smsBody(message, place);
  const parts = smsParts(sms);
  const typed = number.trim();
  const dial = typed ? dialTarget(typed) : null;
  const badNumber = typed !== '' && (dial === null || !dial.startsWith('+'));
  const chat = badNumber ? null : whatsappTextHref(text, dial);

  // The office's own line first, then the numbers staff marked as answering on WhatsApp.
  const lines = [
    ...(nearest?.whatsapp
      ? [{ key: nearest.jurisdictionId, name: nearest.station, dial: nearest.whatsapp }]
      : []),
    ...contacts
      .filter((contact) => contact.whatsapp)
      .map((contact) => ({
        key: contact.id,
        name: contactName(contact, lang),
        dial: contact.dial,
      })),
  ];

  const readAloud = () => {
    if (voice.kind !== 'ready') return;
    if (speaking) {
      globalThis.speechSynthesis?.cancel();
      setSpeaking(false);
      return;
    }
    setSpeaking(true);
    void speak(spokenText(message), voice.voice).then(() => setSpeaking(false));
  };

  const copyText = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopy('copied');
    } catch {
      setCopy('failed');
    }
  };

  return (
    <div className="speak-actions">
      <button
        type="button"
        className="primary-button speak-read"
        onClick={readAloud}
        disabled={voice.kind !== 'ready'}
        aria-pressed={speaking}
      >
        {speaking ? words('stop') : words('readAloud')}
      </button>
      {voice.kind === 'none' && <p className="notice">{words('noVoice')}</p>}

      <label className="speak-field" htmlFor={`${id}-to`}>
        <span className="speak-label">{words('sendTo')}</span>
      </label>
      <input
        id={`${id}-to`}
        type="tel"
        value={number}
        maxLength={30}
        autoComplete="off"
        aria-describedby={`${id}-to-hint`}
        aria-invalid={badNumber || undefined}
        onChange={(event) => setNumber(event.target.value)}
      />
      <p id={`${id}-to-hint`} className={badNumber ? 'notice notice-error' : 'panel-hint'}>
        {badNumber ? words('badNumber') : words('sendToHint')}
      </p>
      <a
        className="secondary-button"
        href={smsHref(sms, { number: dial ?? '', apple: deviceIsApple() })}
      >
        {words('sms')}
      </a>
      <p className="panel-hint">
        {parts === 1 ? words('smsOne') : words('smsParts', { count: parts })}
      </p>
      {chat && (
        <a className="secondary-button" href={chat} target="_blank" rel="noopener noreferrer">
          {words('whatsapp')}
        </a>
      )}
      {lines.map((line) => {
        const href = whatsappTextHref(text, line.dial);
        return (
          href && (
            <a
              key={line.key}
              className="secondary-button speak-write-to"
              href={href}
              target="_blank"
              rel="noopener noreferrer"
            >
              {words('writeTo', { name: line.name })}
            </a>
          )
        );
      })}
      <button type="button" className="secondary-button" onClick={() => void copyText()}>
        {words('copy')}
      </button>
      {copy !== 'idle' && (
        <p className="notice" role="status">
          {copy === 'copied' ? words('copied') : words('copyFailed')}
        </p>
      )}
    </div>
  );
}
