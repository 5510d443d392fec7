import { useI18n } from '../i18n/useI18n';

const PHRASES = ['noSpanish', 'help', 'police', 'ambulance', 'robbed', 'hurt', 'lost'] as const;

/**
 * Spanish phrases to point at, each with the visitor's own language beneath: in the rendered
 * page, so they work without scripts or network, for a visitor who cannot call or be understood.
 */
export function PointAt() {
  const { t, lang } = useI18n();
  return (
    <details className="point-at">
      <summary>{t('home.pointAt.title')}</summary>
      <p className="panel-hint">{t('home.pointAt.hint')}</p>
      <ul>
        {PHRASES.map((key) => (
          <li key={key}>
            <span className="point-at-spanish" lang="es">
              {t(`home.pointAt.phrases.${key}`, { lng: 'es' })}
            </span>
            {lang !== 'es' && (
              <span className="point-at-own">{t(`home.pointAt.phrases.${key}`)}</span>
            )}
          </li>
        ))}
      </ul>
    </details>
  );
}
