import type {
  AgencyClassification,
  DirectoryListing,
  RegistrationStatus,
  TravelAgencySortField,
} from '../../../../generated/client';
import { isProvince } from '../../../../shared/cusco';
import type { RegistryAreaConfig } from '../../registry/area';
import type { ListSpec } from '../../registry/list-state';
import { DIRECTORY_LISTINGS } from '../directory/listing';
import { REGISTRATION_STATUSES } from '../guides/config';

export {
  REGISTRATION_STATUSES,
  SETTABLE_STATUSES,
  STATUS_COLORS,
} from '../guides/config';

export const AGENCY_CLASSIFICATIONS = [
  'MINORISTA',
  'MAYORISTA',
  'OPERADOR_TURISMO',
] as const satisfies readonly AgencyClassification[];

export const TRAVEL_AGENCIES: RegistryAreaConfig = {
  area: 'travel-agencies',
  historyArea: 'travel_agencies',
  i18nKey: 'travelAgencies',
  fieldOrder: [
    'tradeName',
    'businessName',
    'ruc',
    'classification',
    'certificateNumber',
    'status',
    'registeredOn',
    'expiresOn',
    'province',
    'district',
    'address',
    'phone',
    'email',
    'website',
  ],
  enumFields: { classification: 'AgencyClassification', status: 'RegistrationStatus' },
};

/** The agency list's view in the URL: TravelAgencySortField, filters of TravelAgenciesListInput. */
export const TRAVEL_AGENCIES_LIST: ListSpec<
  TravelAgencySortField,
  {
    status: RegistrationStatus;
    province: string;
    classification: AgencyClassification;
    directory: DirectoryListing;
  }
> = {
  sortFields: [
    'TRADE_NAME',
    'BUSINESS_NAME',
    'RUC',
    'CLASSIFICATION',
    'PROVINCE',
    'DISTRICT',
    'EXPIRES_ON',
    'STATUS',
    'UPDATED_AT',
  ],
  defaultSort: 'TRADE_NAME',
  filters: {
    status: REGISTRATION_STATUSES,
    province: isProvince,
    classification: AGENCY_CLASSIFICATIONS,
    directory: DIRECTORY_LISTINGS,
  },
};
