import type {
  LodgingCategory,
  LodgingClass,
  LodgingSortField,
  LodgingStatus,
} from '../../../../generated/client';
import { isProvince } from '../../../../shared/cusco';
import type { RegistryAreaConfig } from '../../registry/area';
import type { ListSpec } from '../../registry/list-state';

export const LODGING_CLASSES = [
  'HOTEL',
  'APART_HOTEL',
  'HOSTAL',
  'ALBERGUE',
  'ECOLODGE',
  'OTRO',
] as const satisfies readonly LodgingClass[];

/** From no category to five stars, in this order. */
export const LODGING_CATEGORIES = [
  'SIN_CATEGORIA',
  'UNA_ESTRELLA',
  'DOS_ESTRELLAS',
  'TRES_ESTRELLAS',
  'CUATRO_ESTRELLAS',
  'CINCO_ESTRELLAS',
] as const satisfies readonly LodgingCategory[];

export const LODGING_STATUSES = [
  'ACTIVO',
  'SUSPENDIDO',
  'CERRADO',
] as const satisfies readonly LodgingStatus[];

/** A closed lodging is no warning, just out of business: antd's default grey tag. */
export const STATUS_COLORS: Record<LodgingStatus, string | undefined> = {
  ACTIVO: 'green',
  SUSPENDIDO: 'orange',
  CERRADO: undefined,
};

/** The stars of a category (0: sin categoría). */
export const starsOf = (category: LodgingCategory) => LODGING_CATEGORIES.indexOf(category);

export const LODGINGS: RegistryAreaConfig = {
  area: 'lodgings',
  historyArea: 'lodgings',
  i18nKey: 'lodgings',
  fieldOrder: [
    'tradeName',
    'businessName',
    'ruc',
    'lodgingClass',
    'category',
    'status',
    'rooms',
    'beds',
    'province',
    'district',
    'address',
    'phone',
    'email',
    'latitude',
    'longitude',
  ],
  enumFields: {
    lodgingClass: 'LodgingClass',
    category: 'LodgingCategory',
    status: 'LodgingStatus',
  },
};

/** The lodging list's view in the URL: LodgingSortField, filters of LodgingsListInput. */
export const LODGINGS_LIST: ListSpec<
  LodgingSortField,
  {
    status: LodgingStatus;
    province: string;
    lodgingClass: LodgingClass;
    category: LodgingCategory;
  }
> = {
  sortFields: [
    'TRADE_NAME',
    'BUSINESS_NAME',
    'RUC',
    'LODGING_CLASS',
    'CATEGORY',
    'PROVINCE',
    'DISTRICT',
    'ROOMS',
    'BEDS',
    'STATUS',
    'UPDATED_AT',
  ],
  defaultSort: 'TRADE_NAME',
  filters: {
    status: LODGING_STATUSES,
    province: isProvince,
    lodgingClass: LODGING_CLASSES,
    category: LODGING_CATEGORIES,
  },
};
