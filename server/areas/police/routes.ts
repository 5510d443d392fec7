import type { RouteGroup } from '../../http/route-table';
import { registryRoutes } from '../../registry/routes';
import { jurisdictionNames, police } from './service';

/** /api/admin/police: the registry's list, export, record, history and changes. */
export const policeRoutes: RouteGroup = {
  title: 'Police officers',
  routes: registryRoutes(police, {
    graphql: { list: 'policeOfficers', one: 'policeOfficer', type: 'PoliceOfficer' },
    path: 'police',
    fileName: 'policias',
    csv: async (ctx) => {
      const names = await jurisdictionNames(ctx);
      return [
        { field: 'rank', value: (officer) => officer.rank, enumName: 'PoliceRank' },
        { field: 'lastNames', value: (officer) => officer.lastNames },
        { field: 'firstNames', value: (officer) => officer.firstNames },
        { field: 'cip', value: (officer) => officer.cip },
        { field: 'dni', value: (officer) => officer.dni },
        { field: 'phone', value: (officer) => officer.phone },
        { field: 'email', value: (officer) => officer.email },
        { field: 'unit', value: (officer) => officer.unit },
        {
          field: 'jurisdiction',
          value: (officer) => names.get(officer.jurisdictionId ?? '') ?? null,
        },
        { field: 'languages', value: (officer) => officer.languages },
        { field: 'status', value: (officer) => officer.status, enumName: 'OfficerStatus' },
      ];
    },
  }),
};
