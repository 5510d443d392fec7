import type { GuideSortField, RegistrationStatus } from '../../../../generated/client';
import type { RegistryAreaConfig } from '../../registry/area';
import { languageNamer } from '../../registry/languages';
import type { ListSpec } from '../../registry/list-state';
import { isLanguageCode } from './rules';

export const REGISTRATION_STATUSES = [
  'VIGENTE',
  'SUSPENDIDO',
  'VENCIDO',
] as const satisfies readonly RegistrationStatus[];

/** The statuses staff set; VENCIDO follows from the expiry date. */
export const SETTABLE_STATUSES = [
  'VIGENTE',
  'SUSPENDIDO',
] as const satisfies readonly RegistrationStatus[];

export const STATUS_COLORS: Record<RegistrationStatus, string> = {
  VIGENTE: 'green',
  SUSPENDIDO: 'orange',
  VENCIDO: 'red',
};

export const GUIDES: RegistryAreaConfig = {
  area: 'guides',
  historyArea: 'guides',
  i18nKey: 'guides',
  fieldOrder: [
    'lastNames',
    'firstNames',
    'documentType',
    'documentNumber',
    'licenseNumber',
    'status',
    'licenseIssuedOn',
    'licenseExpiresOn',
    'languages',
    'specialties',
    'association',
    'phone',
    'email',
    'photo',
  ],
  enumFields: { documentType: 'DocumentType', status: 'RegistrationStatus' },
  formatValue: (field, value, { language }) => {
    if (field !== 'languages' || typeof value !== 'string') return undefined;
    return languageNamer(language)(value);
  },
};

/** The guide list's view in the URL: sort fields of GuideSortField, filters of GuidesListInput. */
export const GUIDES_LIST: ListSpec<
  GuideSortField,
  { status: RegistrationStatus; language: string }
> = {
  sortFields: [
    'NAME',
    'DOCUMENT_NUMBER',
    'LICENSE_NUMBER',
    'LICENSE_EXPIRES_ON',
    'STATUS',
    'UPDATED_AT',
  ],
  defaultSort: 'NAME',
  filters: { status: REGISTRATION_STATUSES, language: isLanguageCode },
};
