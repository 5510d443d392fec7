import type { MouseEvent, RefObject } from 'react';
import { useI18n } from '../i18n/useI18n';
import { EMERGENCY_DRAWER_ID } from './EmergencyDrawer';
import { ChatIcon, CloseIcon, PhoneIcon } from './Icons';

export interface FloatingButtonsProps {
  emergencyOpen: boolean;
  assistantOpen: boolean;
  /** Scripts have taken over the page (see usePopover). */
  scripted: boolean;
  onToggleEmergency(): void;
  onToggleAssistant(): void;
  emergencyRef: RefObject<HTMLButtonElement | null>;
  assistantRef: RefObject<HTMLButtonElement | null>;
}

/** The two round buttons at the bottom right; each toggles its own panel. */
export function FloatingButtons(props: FloatingButtonsProps) {
  const { t } = useI18n();
  const toggleEmergency = (event: MouseEvent) => {
    // Scripts decide now; the browser's own popover toggle would undo the state's.
    event.preventDefault();
    props.onToggleEmergency();
  };
  return (
    <div id="fab-bar" className="fab-bar">
      <button
        ref={props.assistantRef}
        type="button"
        className="fab fab-assistant needs-script"
        aria-label={t('home.assistant.open')}
        aria-expanded={props.assistantOpen}
        aria-controls="assistant-panel"
        onClick={props.onToggleAssistant}
      >
        {props.assistantOpen ? <CloseIcon /> : <ChatIcon />}
        {/* Seen, not only announced: a chat icon alone does not say what it opens. */}
        <span className="fab-label" aria-hidden="true">
          {t('home.assistant.fabLabel')}
        </span>
      </button>
      {/* Without scripts the browser opens the drawer itself and states whether it is open. */}
      <button
        ref={props.emergencyRef}
        type="button"
        className={props.scripted ? 'fab fab-emergency is-scripted' : 'fab fab-emergency'}
        aria-label={t('home.emergency.open')}
        aria-expanded={props.scripted ? props.emergencyOpen : undefined}
        aria-controls={EMERGENCY_DRAWER_ID}
        popoverTarget={EMERGENCY_DRAWER_ID}
        onClick={toggleEmergency}
      >
        {props.emergencyOpen ? <CloseIcon /> : <PhoneIcon />}
      </button>
    </div>
  );
}
