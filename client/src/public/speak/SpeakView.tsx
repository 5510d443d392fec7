import { type ComponentType, useEffect, useState } from 'react';
import type { EmergencyContact } from '../contacts/contacts';
import { useI18n } from '../i18n/useI18n';
import { loadSpeak } from './load';
import type { Happening } from './message';
import type { SpeakCardProps } from './SpeakCard';

/** "Speak for me" asked for: what happened when already known, and whether the tourist can speak. */
export interface SpeakRequest {
  what?: Happening;
  cannotSpeak: boolean;
  /** Tells one request from the next. */
  id: number;
}

type State =
  | { kind: 'loading' }
  | { kind: 'ready'; Card: ComponentType<SpeakCardProps> }
  | { kind: 'unreachable' };

export interface SpeakViewProps {
  request: SpeakRequest;
  contacts: readonly EmergencyContact[];
  onBack(): void;
}

/** The card inside the emergency drawer, its code loaded on demand (kept for offline use). */
export function SpeakView({ request, contacts, onBack }: SpeakViewProps) {
  const { t } = useI18n();
  const [state, setState] = useState<State>({ kind: 'loading' });

  useEffect(() => {
    let current = true;
    loadSpeak().then(
      ({ SpeakCard }) => current && setState({ kind: 'ready', Card: SpeakCard }),
      () => current && setState({ kind: 'unreachable' }),
    );
    return () => {
      current = false;
    };
  }, []);

  return (
    <section className="speak-view" aria-label={t('home.emergency.speak')}>
      <button type="button" className="link-button speak-back" onClick={onBack}>
        {t('home.emergency.backToNumbers')}
      </button>
      {state.kind === 'loading' && <p className="notice">{t('home.emergency.loading')}</p>}
      {state.kind === 'unreachable' && (
        <p className="notice notice-error">{t('home.emergency.speakUnavailable')}</p>
      )}
      {state.kind === 'ready' && (
        <state.Card
          key={request.id}
          what={request.what}
          cannotSpeak={request.cannotSpeak}
          contacts={contacts}
        />
      )}
    </section>
  );
}
