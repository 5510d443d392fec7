import type { RouteGroup } from '../../http/route-table';
import { registryRoutes } from '../../registry/routes';
import { guides } from './service';

/** /api/admin/guides: the registry's list, export, record, history and changes. */
export const guidesRoutes: RouteGroup = {
  title: 'Guides',
  routes: registryRoutes(guides, {
    graphql: { list: 'guides', one: 'guide', type: 'Guide' },
    path: 'guides',
    fileName: 'guias-turismo',
    csv: [
      { field: 'lastNames', value: (guide) => guide.lastNames },
      { field: 'firstNames', value: (guide) => guide.firstNames },
      { field: 'documentType', value: (guide) => guide.documentType, enumName: 'DocumentType' },
      { field: 'documentNumber', value: (guide) => guide.documentNumber },
      { field: 'licenseNumber', value: (guide) => guide.licenseNumber },
      { field: 'languages', value: (guide) => guide.languages },
      { field: 'specialties', value: (guide) => guide.specialties },
      { field: 'phone', value: (guide) => guide.phone },
      { field: 'email', value: (guide) => guide.email },
      { field: 'licenseIssuedOn', value: (guide) => guide.licenseIssuedOn },
      { field: 'licenseExpiresOn', value: (guide) => guide.licenseExpiresOn },
      { field: 'status', value: (guide) => guide.status, enumName: 'RegistrationStatus' },
      { field: 'association', value: (guide) => guide.association },
    ],
  }),
};
