import { useId, useMemo, useState } from 'react';
import { DISTRICTS_BY_PROVINCE, PROVINCE_CAPITALS, type Province } from '../../../../shared/cusco';
import { officeOpening } from '../../../../shared/office-hours';
import { PhoneIcon } from '../components/Icons';
import { useI18n } from '../i18n/useI18n';
import { clockText, hoursText } from './hours';
import { type Coordinates, formatDistance, officesForPlace, type RankedOffice } from './nearest';
import { mapsHref } from './offices';
import { usePoliceOffices } from './usePoliceOffices';

export interface NearestOfficesProps {
  /** The device's position; null when it was refused or failed: a district list is offered. */
  position: Coordinates | null;
  /** How many offices to show. */
  limit?: number;
}

const SEPARATOR = '|';

/**
 * The tourism police offices nearest to the tourist, computed in the browser from the cached
 * office list, so it works offline after one visit.
 */
export function NearestOffices({ position, limit = 3 }: NearestOfficesProps) {
  const { t, lang } = useI18n();
  const state = usePoliceOffices();
  const [place, setPlace] = useState('');
  const selectId = useId();
  const titleId = useId();

  const hours = (office: RankedOffice['office']) =>
    hoursText(office.hours, lang, (key, values) => t(`home.police.hours.${key}`, values ?? {}));
  // Ranked and labelled open or closed at one instant, on Cusco's clock.
  const { ranked, at } = useMemo(() => {
    const at = new Date();
    if (position) return { at, ranked: officesForPlace({ position }, state.offices, limit, at) };
    const [province = '', district = ''] = place.split(SEPARATOR);
    const ranked: RankedOffice[] = district
      ? officesForPlace({ province, district }, state.offices, limit, at)
      : [];
    return { at, ranked };
  }, [position, place, state.offices, limit]);
  const closedText = (office: RankedOffice['office']) => {
    const opening = office.hours ? officeOpening(office.hours, at) : null;
    return opening && !opening.open
      ? t('home.police.closedNow', { opens: clockText(opening.opens, lang) })
      : null;
  };
  const noOfficeInProvince =
    !position &&
    place !== '' &&
    ranked.length > 0 &&
    ranked[0]?.office.province !== place.split(SEPARATOR)[0];

  return (
    <section className="nearest" aria-labelledby={titleId}>
      <h3 id={titleId} className="drawer-section-title">
        {t('home.police.title')}
      </h3>
      {position ? (
        <p className="panel-hint">{t('home.police.byPosition')}</p>
      ) : (
        <div className="field">
          <label htmlFor={selectId}>{t('home.police.chooseDistrict')}</label>
          <select
            id={selectId}
            value={place}
            onChange={(event) => setPlace(event.currentTarget.value)}
          >
            <option value="">{t('home.police.districtPlaceholder')}</option>
            {Object.entries(DISTRICTS_BY_PROVINCE).map(([province, districts]) => (
              <optgroup key={province} label={province}>
                {districts.map((district) => (
                  <option key={district} value={`${province}${SEPARATOR}${district}`}>
                    {district}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
        </div>
      )}
      {state.status === 'loading' && <p className="notice">{t('home.police.loading')}</p>}
      {state.status === 'ready' && state.source === 'stored' && (
        <p className="notice">{t('home.police.stored')}</p>
      )}
      {state.status === 'ready' && state.source === 'none' && (
        <p className="notice notice-error">{t('home.police.unavailable')}</p>
      )}
      {noOfficeInProvince && (
        <p className="notice">
          {t('home.police.noneInProvince', {
            capital: PROVINCE_CAPITALS[place.split(SEPARATOR)[0] as Province]?.capital,
          })}
        </p>
      )}
      {ranked.length > 0 && (
        <ol className="office-list">
          {ranked.map(({ office, distance }) => {
            const closed = closedText(office);
            return (
              <li key={office.jurisdictionId} className="office">
                <h4 className="office-station">{office.station}</h4>
                <p className="office-meta">
                  {office.jurisdiction}
                  {distance !== null && (
                    <>
                      {' · '}
                      <span className="office-distance">
                        {t('home.police.distance', { distance: formatDistance(distance, lang) })}
                      </span>
                    </>
                  )}
                </p>
                <p className="office-address">{office.address}</p>
                {closed ? (
                  <p className="office-hours office-closed">{closed}</p>
                ) : (
                  office.hours && <p className="office-hours">{hours(office)}</p>
                )}
                <div className="office-actions">
                  {office.dial && (
                    // The red call is for an office that answers now; a closed one's is plain.
                    <a
                      className={closed ? 'office-call office-call-closed' : 'office-call'}
                      href={`tel:${office.dial}`}
                    >
                      <PhoneIcon />
                      <span>
                        {t('home.police.call')} <span className="office-phone">{office.phone}</span>
                      </span>
                    </a>
                  )}
                  <a
                    className="office-map"
                    href={mapsHref(office)}
                    target="_blank"
                    rel="noopener noreferrer"
                  >
                    {t('home.police.openMap')}
                    <span className="visually-hidden">
                      {' '}
                      {t('home.police.mapOf', { station: office.station })}
                    </span>
                  </a>
                </div>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
