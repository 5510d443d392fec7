import type { Language } from '../i18n/i18n';
import { hoursText } from '../police/hours';
import { mapsHref, type PoliceOffice } from '../police/offices';
import type { Words } from './texts';

export interface OfficeCardProps {
  office: PoliceOffice;
  /** The language the card is shown in. */
  lang: Language;
  /** The words, in that language. */
  w: Words;
}

/** An office's hours in the report's words of `lang`; null when not registered. */
export function officeHoursText(office: PoliceOffice, lang: Language, w: Words): string | null {
  return hoursText(office.hours, lang, (key, values) => w(`office.${key}`, values));
}

/** The office a case went to: its name, address, hours, a call button and the map. */
export function OfficeCard({ office, lang, w }: OfficeCardProps) {
  const hours = officeHoursText(office, lang, w);
  return (
    <div className="report-office">
      <p className="report-office-name">{office.station}</p>
      <p>{office.address}</p>
      {hours && <p className="report-office-hours">{hours}</p>}
      <p className="report-office-actions">
        {office.dial && (
          <a className="report-primary" href={`tel:${office.dial}`}>
            {w('receipt.call', { phone: office.phone })}
          </a>
        )}
        <a
          className="report-secondary"
          href={mapsHref(office)}
          target="_blank"
          rel="noopener noreferrer"
        >
          {w('receipt.map')}
        </a>
      </p>
    </div>
  );
}
