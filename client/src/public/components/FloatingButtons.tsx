import type { RefObject } from 'react';
import { useI18n } from '../i18n/useI18n';
import { ChatIcon, CloseIcon, PhoneIcon } from './Icons';

export interface FloatingButtonsProps {
  emergencyOpen: boolean;
  assistantOpen: boolean;
  onToggleEmergency(): void;
  onToggleAssistant(): void;
  emergencyRef: RefObject<HTMLButtonElement | null>;
  assistantRef: RefObject<HTMLButtonElement | null>;
}

/** The two round buttons at the bottom right; each toggles its own panel. */
export function FloatingButtons(props: FloatingButtonsProps) {
  const { t } = useI18n();
  return (
    <div className="fab-bar">
      <button
        ref={props.assistantRef}
        type="button"
        className="fab fab-assistant"
        aria-label={t('home.assistant.open')}
        aria-expanded={props.assistantOpen}
        aria-controls="assistant-panel"
        onClick={props.onToggleAssistant}
      >
        {props.assistantOpen ? <CloseIcon /> : <ChatIcon />}
      </button>
      <button
        ref={props.emergencyRef}
        type="button"
        className="fab fab-emergency"
        aria-label={t('home.emergency.open')}
        aria-expanded={props.emergencyOpen}
        aria-controls="emergency-drawer"
        onClick={props.onToggleEmergency}
      >
        {props.emergencyOpen ? <CloseIcon /> : <PhoneIcon />}
      </button>
    </div>
  );
}
