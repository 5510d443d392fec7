import type { RouteGroup } from '../../http/route-table';
import { registryRoutes } from '../../registry/routes';
import { guides } from './service';
import { guideLicenseFormat } from './settings';

/**
 * /api/admin/guides: the registry's list, export, record, history and changes, and the format of
 * its carné numbers (before `/:id`, which would take it for an id).
 */
export const guidesRoutes: RouteGroup = {
  title: 'Guides',
  routes: [
    {
      method: 'GET',
      path: '/admin/guides/license-format',
      summary:
        'The format of a carné number (GUIDE_LICENSE_FORMAT): `{ "format": "GOT-YYYY-NNNN" }`, `Y` a digit of the year, `N` any digit.',
      auth: ['guides', 'read'],
      graphql: 'Query.guideLicenseFormat',
      handler: (req, res) => {
        res.json({ format: guideLicenseFormat(req.ctx) });
      },
    },
    ...registryRoutes(guides, {
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
  ],
};
