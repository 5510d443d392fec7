import type { ReactNode } from 'react';
import { useI18n } from '../i18n/useI18n';
import { BadgeIcon, MountainIcon, PassportIcon, PhoneIcon, TaxiIcon } from './Icons';

const TIPS: { key: string; icon: ReactNode }[] = [
  { key: 'altitude', icon: <MountainIcon /> },
  { key: 'guides', icon: <BadgeIcon /> },
  { key: 'documents', icon: <PassportIcon /> },
  { key: 'taxis', icon: <TaxiIcon /> },
  { key: 'numbers', icon: <PhoneIcon /> },
];

export function SafetyTips() {
  const { t } = useI18n();
  return (
    <section className="tips" aria-labelledby="tips-title">
      <div className="container">
        <h2 id="tips-title">{t('home.tips.title')}</h2>
        <p className="section-intro">{t('home.tips.intro')}</p>
        <ul className="tip-list">
          {TIPS.map(({ key, icon }) => (
            <li key={key} className="tip">
              <span className="tip-icon">{icon}</span>
              <div>
                <h3>{t(`home.tips.${key}.title`)}</h3>
                <p>{t(`home.tips.${key}.text`)}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
