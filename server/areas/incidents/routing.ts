import type { IncidentRouting } from '../../../generated/graphql';
import { PROVINCE_CAPITALS } from '../../../shared/cusco';
import { type Coordinates, nearestOffices, officesForPlace } from '../../../shared/nearest-office';
import { isClosedAt } from '../../../shared/office-hours';
import type { PublicOffice } from '../police-offices/service';
import type { IncidentPlaceRecord } from './model';

export interface Route {
  office: PublicOffice;
  routing: Exclude<IncidentRouting, 'OFFICER'>;
  /** CLOSED_OFFICE: the office responsible for the place, closed when the report came. */
  closedOffice: PublicOffice | null;
}

/**
 * The office whose tourism police receive a report made at `at`: the one responsible for the
 * place (see placeOffice); when that one is closed then by its hours (Cusco's clock), the nearest
 * office open then that covers the same districts (the jurisdiction's 24-hour office), else the
 * nearest open one, marked CLOSED_OFFICE with the closed one kept. When none is open, the
 * responsible office still receives it. Null when no office is registered.
 */
export function routeReport(
  place: IncidentPlaceRecord,
  offices: readonly PublicOffice[],
  at: Date,
): Route | null {
  const responsible = placeOffice(place, offices);
  if (!responsible || !isClosedAt(responsible.office.hours, at)) return responsible;
  const closed = responsible.office;
  const open = offices.filter((office) => !isClosedAt(office.hours, at));
  const sameArea = open.filter(
    (office) =>
      office.province === closed.province &&
      office.districts.some((district) => closed.districts.includes(district)),
  );
  const from: Coordinates = place.position ?? closed;
  const [instead] = nearestOffices(from, sameArea.length > 0 ? sameArea : open, 1);
  return instead
    ? { office: instead.office, routing: 'CLOSED_OFFICE', closedOffice: closed }
    : responsible;
}

/**
 * The office responsible for the place, by the rule the public page's "nearest office" shows
 * the tourist (shared/nearest-office.ts): the jurisdiction covering the district named, else the
 * office nearest to the position, else the district's province (or the office nearest its
 * capital). A report that says neither goes to the office nearest the region's capital, marked
 * DEFAULT for the officers to route.
 */
function placeOffice(place: IncidentPlaceRecord, offices: readonly PublicOffice[]): Route | null {
  const { position, province, district } = place;
  const route = (office: PublicOffice, routing: Route['routing']): Route => ({
    office,
    routing,
    closedOffice: null,
  });
  if (province !== null && district !== null) {
    const [first] = officesForPlace({ province, district }, offices, 1);
    if (first?.office.districts.includes(district) && first.office.province === province) {
      return route(first.office, 'DISTRICT');
    }
    if (!position && first) return route(first.office, 'DISTRICT');
  }
  if (position) {
    const [nearest] = nearestOffices(position, offices, 1);
    return nearest ? route(nearest.office, 'POSITION') : null;
  }
  const [fallback] = nearestOffices(PROVINCE_CAPITALS.Cusco, offices, 1);
  return fallback ? route(fallback.office, 'DEFAULT') : null;
}
