import type { PoliceOffice } from '../../../generated/graphql';
import { dialTarget } from '../../../shared/dial';
import type { OfficeHours } from '../../../shared/office-hours';
import type { Context } from '../../context';
import { authorize } from '../../security/authorize';
import type { JurisdictionRecord } from '../jurisdictions/model';

/**
 * Every tourism police office, for the public page to rank by distance in the browser (so it
 * works offline from its cached copy). Public facts only: no officer, no internal ids but the
 * jurisdiction's. Ordered by jurisdiction name.
 */
export async function listPoliceOffices(ctx: Context): Promise<PublicOffice[]> {
  authorize(ctx, 'police-offices', 'read');
  const jurisdictions = await ctx.store.jurisdictions.list({ orderBy: [{ field: 'name' }] });
  return jurisdictions.map(toOffice);
}

/** A public office, with its hours as the shared type states them (one of the two shapes). */
export type PublicOffice = Omit<PoliceOffice, 'hours'> & { hours: OfficeHours | null };

export function toOffice(jurisdiction: JurisdictionRecord): PublicOffice {
  const station = jurisdiction.headquarters;
  return {
    jurisdictionId: jurisdiction.id,
    jurisdiction: jurisdiction.name,
    province: jurisdiction.province,
    districts: [...jurisdiction.districts],
    station: station.name,
    address: station.address,
    phone: station.phone,
    // The registry only accepts diallable numbers; an old record that is not gets no tel: link.
    dial: dialTarget(station.phone) ?? '',
    latitude: station.latitude,
    longitude: station.longitude,
    hours: station.hours ?? null,
    whatsapp: station.whatsapp ?? null,
    touristZones: [...jurisdiction.touristZones],
  };
}
