import type { TopicId } from '../assistant/topics';
import { useI18n } from '../i18n/useI18n';
import { BadgeIcon, PassportIcon, ShieldIcon, SpeechIcon, WalletIcon } from './Icons';
import { ScriptNotice } from './ScriptNotice';

export interface SituationsProps {
  /** Opens the assistant on this topic's answer. */
  onAsk(topic: TopicId): void;
  /** Opens "Speak for me": words in Spanish for someone who speaks none. */
  onSpeak(): void;
}

const SITUATIONS = [
  { topic: 'THEFT', key: 'theft', Icon: WalletIcon },
  { topic: 'LOST_DOCUMENTS', key: 'lostPassport', Icon: PassportIcon },
  { topic: 'NEAREST_POLICE', key: 'nearestPolice', Icon: ShieldIcon },
] as const;

/**
 * "¿Qué te pasó?": what tourists come here for, one tap each, on the page itself and not only
 * inside the chat. The answers are the assistant's; checking a guide is the form below.
 */
export function Situations({ onAsk, onSpeak }: SituationsProps) {
  const { t } = useI18n();
  return (
    <section id="situations" className="situations" aria-labelledby="situations-title">
      <div className="container">
        <h2 id="situations-title">{t('home.situations.title')}</h2>
        <ScriptNotice>{t('home.situations.needsScript')}</ScriptNotice>
        <ul className="situation-list needs-script">
          {SITUATIONS.map(({ topic, key, Icon }) => (
            <li key={key}>
              <button type="button" className="situation" onClick={() => onAsk(topic)}>
                <Icon />
                <span>{t(`home.situations.${key}`)}</span>
              </button>
            </li>
          ))}
          <li>
            <button type="button" className="situation" onClick={onSpeak}>
              <SpeechIcon />
              <span>{t('home.situations.speak')}</span>
            </button>
          </li>
          <li>
            <a className="situation" href="#verificar">
              <BadgeIcon />
              <span>{t('home.situations.checkGuide')}</span>
            </a>
          </li>
        </ul>
      </div>
    </section>
  );
}
