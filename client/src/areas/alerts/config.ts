import type {
  AlertCategory,
  AlertSeverity,
  AlertState,
  AlertsListInput,
} from '../../../../generated/client';
import { ALERT_CATEGORIES, ALERT_STATES } from '../../../../shared/alerts';
import type { RegistryAreaConfig } from '../../registry/area';
import type { ListSpec, ListState } from '../../registry/list-state';

/** The tags' colours of the states: what tourists see now stands out; what is over fades. */
export const STATE_COLORS: Record<AlertState, string> = {
  DRAFT: 'default',
  PUBLISHED: 'green',
  UPDATED: 'cyan',
  CANCELLED: 'default',
  EXPIRED: 'default',
};

/** CAP's severities in the colours people read them in; the label is always beside the colour. */
export const SEVERITY_COLORS: Record<AlertSeverity, string> = {
  EXTREME: 'red',
  SEVERE: 'volcano',
  MODERATE: 'gold',
  MINOR: 'blue',
};

/** What the list shows until a state is chosen: the alerts tourists see and the drafts. */
export const DEFAULT_STATES: readonly AlertState[] = ['DRAFT', 'PUBLISHED', 'UPDATED'];

/** Whether tourists see an alert in this state (until it expires). */
export const isActiveState = (state: AlertState) => state === 'PUBLISHED' || state === 'UPDATED';

/** Who alerts usually come from: offered as the source is typed, any other may be written. */
export const SOURCE_SUGGESTIONS = [
  'PNP – Policía de Turismo',
  'DIRCETUR Cusco',
  'PeruRail',
  'Inca Rail',
  'SENAMHI',
  'IGP',
  'INDECI',
  'Provías Nacional',
] as const;

export const ALERTS: RegistryAreaConfig = {
  area: 'alerts',
  historyArea: 'alerts',
  i18nKey: 'alerts',
  fieldOrder: [
    'state',
    'category',
    'severity',
    'urgency',
    'certainty',
    'area',
    'onset',
    'expires',
    'texts',
    'source',
    'link',
    'version',
    'cancelReason',
  ],
  enumFields: {
    state: 'AlertState',
    category: 'AlertCategory',
    severity: 'AlertSeverity',
    urgency: 'AlertUrgency',
    certainty: 'AlertCertainty',
    'area.kind': 'AlertAreaKind',
  },
};

type AlertFilters = { states: AlertState; category: AlertCategory };

/**
 * The alert list's view in the URL. The server lists the newest change first and sorts by
 * nothing else, so the one "sort field" only satisfies the kit.
 */
export const ALERTS_LIST: ListSpec<'UPDATED_AT', AlertFilters> = {
  sortFields: ['UPDATED_AT'],
  defaultSort: 'UPDATED_AT',
  defaultOrder: 'DESC',
  filters: { states: ALERT_STATES, category: ALERT_CATEGORIES },
};

/** The states asked for: those chosen, else the default ones. */
export const shownStates = (state: ListState<'UPDATED_AT', AlertFilters>) =>
  state.filters.states.length > 0 ? state.filters.states : [...DEFAULT_STATES];

/** The view as the list query's input (AlertsListInput has no sort). */
export function alertsInput(state: ListState<'UPDATED_AT', AlertFilters>): AlertsListInput {
  return {
    page: state.page,
    size: state.size,
    ...(state.search ? { search: state.search } : {}),
    states: shownStates(state),
    ...(state.filters.category.length > 0 ? { category: state.filters.category } : {}),
  };
}
