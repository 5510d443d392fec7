import type {
  IncidentSortField,
  IncidentStatus,
  IncidentsListInput,
  IncidentType,
} from '../../../../generated/client';
import { INCIDENT_STATUSES, INCIDENT_TYPES } from '../../../../shared/incident-workflow';
import { type ListSpec, type ListState, toListInput } from '../../registry/list-state';

export {
  INCIDENT_STATUSES,
  INCIDENT_TYPES,
  NEXT_STATUSES,
} from '../../../../shared/incident-workflow';

/** The tags' colours: what waits for the police stands out; what is done fades. */
export const STATUS_COLORS: Record<IncidentStatus, string> = {
  RECIBIDO: 'red',
  EN_ATENCION: 'gold',
  ATENDIDO: 'green',
  DERIVADO: 'blue',
  CERRADO: 'default',
};

const isDay = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);

type IncidentFilters = {
  status: IncidentStatus;
  type: IncidentType;
  jurisdictionId: string;
  from: string;
  to: string;
};

/** The case list's view in the URL: newest first, filters of IncidentsListInput. */
export const INCIDENTS_LIST: ListSpec<IncidentSortField, IncidentFilters> = {
  sortFields: ['CREATED_AT', 'OCCURRED_AT', 'UPDATED_AT', 'STATUS', 'CODE'],
  defaultSort: 'CREATED_AT',
  defaultOrder: 'DESC',
  filters: {
    status: INCIDENT_STATUSES,
    type: INCIDENT_TYPES,
    jurisdictionId: (value) => value.length > 0 && value.length <= 200,
    from: isDay,
    to: isDay,
  },
};

/** The view as the list query's input: `from` and `to` are single days, not lists. */
export function incidentsInput(
  state: ListState<IncidentSortField, IncidentFilters>,
): IncidentsListInput {
  const { from, to, ...lists } = toListInput(state);
  return {
    ...lists,
    ...(from?.[0] ? { from: from[0] } : {}),
    ...(to?.[0] ? { to: to[0] } : {}),
  };
}

/** A case's place in a few words: the tourist's words, else the district. */
export function placeSummary(place: {
  district?: string | null;
  description?: string | null;
}): string {
  return [place.description, place.district].filter(Boolean).join(' · ');
}
