import { mapsHref, type PoliceOffice } from '../police/offices';
import type { Words } from './texts';

export interface OfficeCardProps {
  office: PoliceOffice;
  /** The words, in the language the card is shown in. */
  w: Words;
}

/** The office a case went to: its name, address, a call button and the map. */
export function OfficeCard({ office, w }: OfficeCardProps) {
  return (
    <div className="report-office">
      <p className="report-office-name">{office.station}</p>
      <p>{office.address}</p>
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
