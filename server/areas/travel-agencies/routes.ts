import type { RouteGroup } from '../../http/route-table';
import { registryRoutes } from '../../registry/routes';
import { travelAgencies } from './service';

/** /api/admin/travel-agencies: the registry's list, export, record, history and changes. */
export const travelAgenciesRoutes: RouteGroup = {
  title: 'Travel agencies',
  routes: registryRoutes(travelAgencies, {
    graphql: { list: 'travelAgencies', one: 'travelAgency', type: 'TravelAgency' },
    path: 'travel-agencies',
    fileName: 'agencias-viaje',
    csv: [
      { field: 'tradeName', value: (agency) => agency.tradeName },
      { field: 'businessName', value: (agency) => agency.businessName },
      { field: 'ruc', value: (agency) => agency.ruc },
      {
        field: 'classification',
        value: (agency) => agency.classification,
        enumName: 'AgencyClassification',
      },
      { field: 'address', value: (agency) => agency.address },
      { field: 'district', value: (agency) => agency.district },
      { field: 'province', value: (agency) => agency.province },
      { field: 'phone', value: (agency) => agency.phone },
      { field: 'email', value: (agency) => agency.email },
      { field: 'website', value: (agency) => agency.website },
      { field: 'certificateNumber', value: (agency) => agency.certificateNumber },
      { field: 'registeredOn', value: (agency) => agency.registeredOn },
      { field: 'expiresOn', value: (agency) => agency.expiresOn },
      { field: 'status', value: (agency) => agency.status, enumName: 'RegistrationStatus' },
    ],
  }),
};
