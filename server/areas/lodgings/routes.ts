import type { RouteGroup } from '../../http/route-table';
import { registryRoutes } from '../../registry/routes';
import { lodgings } from './service';

/** /api/admin/lodgings: the registry's list, export, record, history and changes. */
export const lodgingsRoutes: RouteGroup = {
  title: 'Lodgings',
  routes: registryRoutes(lodgings, {
    graphql: { list: 'lodgings', one: 'lodging', type: 'Lodging' },
    path: 'lodgings',
    fileName: 'hospedajes',
    csv: [
      { field: 'tradeName', value: (lodging) => lodging.tradeName },
      { field: 'businessName', value: (lodging) => lodging.businessName },
      { field: 'ruc', value: (lodging) => lodging.ruc },
      { field: 'certificateNumber', value: (lodging) => lodging.certificateNumber },
      { field: 'lodgingClass', value: (lodging) => lodging.lodgingClass, enumName: 'LodgingClass' },
      { field: 'category', value: (lodging) => lodging.category, enumName: 'LodgingCategory' },
      { field: 'address', value: (lodging) => lodging.address },
      { field: 'district', value: (lodging) => lodging.district },
      { field: 'province', value: (lodging) => lodging.province },
      { field: 'phone', value: (lodging) => lodging.phone },
      { field: 'email', value: (lodging) => lodging.email },
      { field: 'rooms', value: (lodging) => lodging.rooms },
      { field: 'beds', value: (lodging) => lodging.beds },
      { field: 'status', value: (lodging) => lodging.status, enumName: 'LodgingStatus' },
      { field: 'latitude', value: (lodging) => lodging.latitude },
      { field: 'longitude', value: (lodging) => lodging.longitude },
    ],
  }),
};
