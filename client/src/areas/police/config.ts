import type {
  OfficerStatus,
  PoliceOfficerSortField,
  PoliceRank,
} from '../../../../generated/client';
import { OFFICER_STATUSES, POLICE_RANKS } from '../../../../shared/registry-values';
import type { RegistryAreaConfig } from '../../registry/area';
import { languageNamer } from '../../registry/languages';
import type { ListSpec } from '../../registry/list-state';
import { isLanguageCode } from './rules';

export { OFFICER_STATUSES, POLICE_RANKS };

export const STATUS_COLORS: Record<OfficerStatus, string> = {
  ACTIVO: 'green',
  FRANCO: 'blue',
  VACACIONES: 'cyan',
  LICENCIA: 'orange',
  BAJA: 'default',
};

/** The units the tourism police of Cusco serve in, offered as the form's suggestions. */
export const UNIT_SUGGESTIONS = ['DEPTUR Cusco', 'DIVPOTUR Cusco'] as const;

/**
 * The police registry. `jurisdictionName` names a jurisdiction's id in the history (the audit
 * trail keeps the id); an id it does not know is shown as it is.
 */
export function policeConfig(
  jurisdictionName: (id: string) => string | undefined = () => undefined,
): RegistryAreaConfig {
  return {
    area: 'police',
    historyArea: 'police',
    i18nKey: 'police',
    fieldOrder: [
      'rank',
      'lastNames',
      'firstNames',
      'cip',
      'dni',
      'status',
      'unit',
      'jurisdictionId',
      'languages',
      'phone',
      'email',
    ],
    enumFields: { rank: 'PoliceRank', status: 'OfficerStatus' },
    formatValue: (field, value, { language }) => {
      if (typeof value !== 'string') return undefined;
      if (field === 'languages') return languageNamer(language)(value);
      if (field === 'jurisdictionId') return jurisdictionName(value);
      return undefined;
    },
  };
}

/** The officer list's view in the URL: sort fields of PoliceOfficerSortField, filters of PoliceOfficersListInput. */
export const POLICE_LIST: ListSpec<
  PoliceOfficerSortField,
  { status: OfficerStatus; rank: PoliceRank; jurisdictionId: string; language: string }
> = {
  sortFields: ['NAME', 'RANK', 'CIP', 'UNIT', 'JURISDICTION', 'STATUS', 'UPDATED_AT'],
  defaultSort: 'NAME',
  filters: {
    status: OFFICER_STATUSES,
    rank: POLICE_RANKS,
    jurisdictionId: (value) => value.length > 0 && value.length <= 200,
    language: isLanguageCode,
  },
};
