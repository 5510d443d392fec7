import type { JurisdictionSortField } from '../../../../generated/client';
import { PROVINCES } from '../../../../shared/cusco';
import { formatDial } from '../../../../shared/dial';
import type { RegistryAreaConfig } from '../../registry/area';
import type { ListSpec } from '../../registry/list-state';

/** A comisaría as the audit trail keeps it. */
interface StationValue {
  name?: unknown;
  address?: unknown;
  phone?: unknown;
  latitude?: unknown;
  longitude?: unknown;
  hours?: { allDay?: unknown; opens?: unknown; closes?: unknown } | null;
  whatsapp?: unknown;
}

/** The hours in a line: "24 h", "08:00–20:00", or nothing when not registered. */
function hoursText(hours: StationValue['hours']): string | null {
  if (!hours) return null;
  if (hours.allDay === true) return '24 h';
  return typeof hours.opens === 'string' && typeof hours.closes === 'string'
    ? `${hours.opens}–${hours.closes}`
    : null;
}

/**
 * A comisaría in one line: "Comisaría PNP Wanchaq, Av. … , 084 236474, WhatsApp +51 987 654 321,
 * 24 h (-13.52655, -71.96431)"; the WhatsApp number only when it has one.
 */
export function stationText(station: StationValue, language: string): string {
  const coordinate = (value: unknown) =>
    typeof value === 'number' ? value.toLocaleString(language, { maximumFractionDigits: 6 }) : '';
  const whatsapp =
    typeof station.whatsapp === 'string' && station.whatsapp !== ''
      ? `WhatsApp ${formatDial(station.whatsapp)}`
      : null;
  const parts = [
    station.name,
    station.address,
    station.phone,
    whatsapp,
    hoursText(station.hours),
  ].filter((part): part is string => typeof part === 'string' && part !== '');
  return `${parts.join(', ')} (${coordinate(station.latitude)}, ${coordinate(station.longitude)})`;
}

/**
 * The jurisdictions registry. `officerName` names a responsible officer's id in the history
 * (the audit trail keeps the id); an id it does not know is shown as it is.
 */
export function jurisdictionsConfig(
  officerName: (id: string) => string | undefined = () => undefined,
): RegistryAreaConfig {
  return {
    area: 'jurisdictions',
    historyArea: 'jurisdictions',
    i18nKey: 'jurisdictions',
    fieldOrder: [
      'name',
      'province',
      'districts',
      'headquarters',
      'responsibleOfficerId',
      'touristZones',
    ],
    formatValue: (field, value, { language }) => {
      if (field === 'headquarters' && value !== null && typeof value === 'object') {
        return stationText(value as StationValue, language);
      }
      if (field === 'responsibleOfficerId' && typeof value === 'string') return officerName(value);
      return undefined;
    },
  };
}

/** The jurisdiction list's view in the URL: sort fields of JurisdictionSortField, filters of JurisdictionsListInput. */
export const JURISDICTIONS_LIST: ListSpec<JurisdictionSortField, { province: string }> = {
  sortFields: ['NAME', 'PROVINCE', 'UPDATED_AT'],
  defaultSort: 'NAME',
  filters: { province: PROVINCES },
};
