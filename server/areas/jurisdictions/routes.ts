import { formatDial } from '../../../shared/dial';
import type { OfficeHours } from '../../../shared/office-hours';
import type { RouteGroup } from '../../http/route-table';
import { registryRoutes } from '../../registry/routes';
import { officerName } from '../police/service';
import { jurisdictions } from './service';

/** A station's hours in a cell: 24h, 08:00-20:00, or empty when not registered. */
function hoursText(hours: OfficeHours | null | undefined): string | null {
  if (!hours) return null;
  return hours.allDay ? '24h' : `${hours.opens}-${hours.closes}`;
}

/** /api/admin/jurisdictions: the registry's list, export, record, history and changes. */
export const jurisdictionsRoutes: RouteGroup = {
  title: 'Jurisdictions',
  routes: [
    ...registryRoutes(jurisdictions, {
      graphql: { list: 'jurisdictions', one: 'jurisdiction', type: 'Jurisdiction' },
      path: 'jurisdictions',
      fileName: 'jurisdicciones',
      csv: async (ctx) => {
        // Only the officers responsible for a jurisdiction (a few), not the whole force.
        const responsible = (await ctx.store.jurisdictions.list()).flatMap(
          (jurisdiction) => jurisdiction.responsibleOfficerId ?? [],
        );
        const officers = await ctx.store.police.list({ where: { id: { in: responsible } } });
        const names = new Map(officers.map((officer) => [officer.id, officerName(officer)]));
        return [
          { field: 'name', value: (jurisdiction) => jurisdiction.name },
          { field: 'province', value: (jurisdiction) => jurisdiction.province },
          { field: 'districts', value: (jurisdiction) => jurisdiction.districts },
          { field: 'headquarters', value: (jurisdiction) => jurisdiction.headquarters.name },
          { field: 'address', value: (jurisdiction) => jurisdiction.headquarters.address },
          { field: 'phone', value: (jurisdiction) => jurisdiction.headquarters.phone },
          {
            field: 'whatsapp',
            // Read as in Peru ("987 654 321"): a cell starting with "+" would be escaped as a
            // formula (SECURITY 35) and show an apostrophe.
            value: ({ headquarters }) =>
              headquarters.whatsapp
                ? formatDial(headquarters.whatsapp).replace(/^\+51 /, '')
                : null,
          },
          { field: 'latitude', value: (jurisdiction) => jurisdiction.headquarters.latitude },
          { field: 'longitude', value: (jurisdiction) => jurisdiction.headquarters.longitude },
          { field: 'hours', value: (jurisdiction) => hoursText(jurisdiction.headquarters.hours) },
          {
            field: 'responsibleOfficer',
            value: (jurisdiction) => names.get(jurisdiction.responsibleOfficerId ?? '') ?? null,
          },
          { field: 'touristZones', value: (jurisdiction) => jurisdiction.touristZones },
        ];
      },
    }),
  ],
};
