import type { MouseEvent } from 'react';
import { type EmergencyContact, telHref } from '../contacts/contacts';
import { useI18n } from '../i18n/useI18n';
import { EMERGENCY_DRAWER_ID } from './EmergencyDrawer';
import { HeroEmblem, PhoneIcon } from './Icons';

export interface HeroProps {
  /** The police number from the data; without it only the full list is offered. */
  police: EmergencyContact | undefined;
  onShowAllNumbers(): void;
  /** Scripts have taken over the page (see usePopover). */
  scripted: boolean;
}

/** The page's first screen: what the service is, and the police number one tap away. */
export function Hero({ police, onShowAllNumbers, scripted }: HeroProps) {
  const { t } = useI18n();
  const showAll = (event: MouseEvent) => {
    event.preventDefault(); // scripts open it through the page's state
    onShowAllNumbers();
  };
  return (
    <section className="hero" aria-labelledby="hero-title">
      <div className="container hero-inner">
        <HeroEmblem />
        <p className="eyebrow">{t('home.hero.eyebrow')}</p>
        <h1 id="hero-title">{t('home.hero.title')}</h1>
        <p className="lead">{t('home.hero.lead')}</p>
        <div className="hero-actions">
          {police && (
            <a className="call-police" href={telHref(police)}>
              <PhoneIcon className="call-police-icon" />
              <span className="call-police-text">
                <span className="call-police-question">{t('home.hero.emergency')}</span>{' '}
                <span className="call-police-line">
                  {/* One text node, as the server's HTML has it: hydration then changes nothing. */}
                  {`${t('home.hero.callPolice')} `}
                  <span className="call-police-number">{police.phone}</span>
                </span>
              </span>
            </a>
          )}
          <button
            type="button"
            className={scripted ? 'secondary-button is-scripted' : 'secondary-button'}
            popoverTarget={EMERGENCY_DRAWER_ID}
            popoverTargetAction="show"
            onClick={showAll}
          >
            {t('home.hero.allNumbers')}
          </button>
        </div>
      </div>
    </section>
  );
}
