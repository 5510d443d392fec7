import type {
  DirectoryListing,
  LodgingCategory,
  LodgingClass,
  LodgingSortField,
  LodgingStatus,
} from '../../../../generated/client';
import { isProvince } from '../../../../shared/cusco';
import {
  LODGING_CATEGORIES,
  LODGING_CLASSES,
  LODGING_STATUSES,
} from '../../../../shared/registry-values';
import type { RegistryAreaConfig } from '../../registry/area';
import type { ListSpec } from '../../registry/list-state';
import { DIRECTORY_LISTINGS } from '../directory/listing';

export { LODGING_CATEGORIES, LODGING_CLASSES, LODGING_STATUSES };

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
    'certificateNumber',
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
    'directoryCutoff',
    'notInDirectoryAsOf',
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
    directory: DirectoryListing;
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
    directory: DIRECTORY_LISTINGS,
  },
};
