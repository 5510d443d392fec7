import type { IncidentRouting } from '../../../generated/graphql';
import { PROVINCE_CAPITALS } from '../../../shared/cusco';
import { nearestOffices, officesForPlace } from '../../../shared/nearest-office';
import type { PublicOffice } from '../police-offices/service';
import type { IncidentPlaceRecord } from './model';

export interface Route {
  office: PublicOffice;
  routing: Exclude<IncidentRouting, 'OFFICER'>;
}

/**
 * The office whose tourism police receive a report, by the rule the public page's "nearest
 * office" shows the tourist (shared/nearest-office.ts): the jurisdiction covering the district
 * named, else the office nearest to the position, else the district's province (or the office
 * nearest its capital). A report that says neither goes to the office nearest the region's
 * capital, marked DEFAULT for the officers to route. Null when no office is registered.
 */
export function routeReport(
  place: IncidentPlaceRecord,
  offices: readonly PublicOffice[],
): Route | null {
  const { position, province, district } = place;
  if (province !== null && district !== null) {
    const [first] = officesForPlace({ province, district }, offices, 1);
    if (first?.office.districts.includes(district) && first.office.province === province) {
      return { office: first.office, routing: 'DISTRICT' };
    }
    if (!position && first) return { office: first.office, routing: 'DISTRICT' };
  }
  if (position) {
    const [nearest] = nearestOffices(position, offices, 1);
    return nearest ? { office: nearest.office, routing: 'POSITION' } : null;
  }
  const [fallback] = nearestOffices(PROVINCE_CAPITALS.Cusco, offices, 1);
  return fallback ? { office: fallback.office, routing: 'DEFAULT' } : null;
}
