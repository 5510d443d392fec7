import type { NotificationEventKind, RegistryArea } from '../../../generated/graphql';
import { type LinkedRegistry, searchLink } from '../../../shared/registry-links';
import { type Context, nowIso } from '../../context';
import { addDays, cuscoToday } from '../../registry/dates';
import type { Transaction } from '../../store/types';
import { fullName } from '../guides/service';
import { deliverNotification } from './deliver';

/** How many days ahead the DIRCETUR staff are told of a carné or certificate expiring. */
export const EXPIRY_NOTICE_DAYS = 30;

/** A record whose registration expires soon, as the notice names it. */
interface Expiring {
  id: string;
  name: string;
  number: string;
  expiresOn: string;
}

type Days = { gte: string; lte: string };
type Registries = Pick<Transaction, 'guides' | 'travelAgencies'>;

/**
 * The registrations that expire: guides' carnés and travel agencies' certificates (lodgings have
 * no expiry date). Only those in force: a suspended one is not in use, an expired one too late.
 * `due` lists the records expiring within `days`, on the store or inside a transaction.
 */
const REGISTRATIONS: readonly {
  area: LinkedRegistry & RegistryArea;
  kind: NotificationEventKind;
  due: (store: Registries, days: Days | string, id?: string) => Promise<Expiring[]>;
}[] = [
  {
    area: 'guides',
    kind: 'GUIDE_LICENSE_EXPIRING',
    due: async (store, days, id) =>
      (
        await store.guides.list({
          where: { ...(id ? { id } : {}), status: 'VIGENTE', licenseExpiresOn: days },
        })
      ).map((guide) => ({
        id: guide.id,
        name: fullName(guide),
        number: guide.licenseNumber,
        expiresOn: guide.licenseExpiresOn,
      })),
  },
  {
    area: 'travel_agencies',
    kind: 'AGENCY_CERTIFICATE_EXPIRING',
    due: async (store, days, id) =>
      (
        await store.travelAgencies.list({
          where: { ...(id ? { id } : {}), status: 'VIGENTE', expiresOn: days },
        })
      ).map((agency) => ({
        id: agency.id,
        name: agency.tradeName,
        number: agency.certificateNumber,
        // `days` matched a date: an undated (imported) agency is never due.
        expiresOn: agency.expiresOn as string,
      })),
  },
];

const noticeId = (area: RegistryArea, record: Expiring) =>
  `${area}:${record.id}:${record.expiresOn}`;

/**
 * Tells every active DIRCETUR account of each carné and certificate in force that expires within
 * EXPIRY_NOTICE_DAYS, once per record and expiry date, the notification linking to the record.
 * Each notice is saved with its notifications in one transaction that first checks it was not
 * given meanwhile: write transactions run one at a time on every store (across instances on
 * PostgreSQL), so runs on several instances at once never tell anything twice. A record renewed
 * with a new date is told again when that date comes near. With no active DIRCETUR account
 * nothing is marked told, so an account activated later still hears of it. Answers how many
 * expiries were told.
 */
export async function noticeExpiringRegistrations(ctx: Context): Promise<number> {
  const today = cuscoToday(ctx.clock());
  const days = { gte: today, lte: addDays(today, EXPIRY_NOTICE_DAYS) };
  let told = 0;
  for (const registration of REGISTRATIONS) {
    const due = await registration.due(ctx.store, days);
    if (due.length === 0) continue;
    const given = await ctx.store.expiryNotices.list({
      where: { id: { in: due.map((record) => noticeId(registration.area, record)) } },
    });
    const done = new Set(given.map((notice) => notice.id));
    for (const record of due) {
      const id = noticeId(registration.area, record);
      if (done.has(id)) continue;
      const sent = await ctx.store.transaction(async (tx) => {
        // Told meanwhile (another instance), or no longer due (renewed, suspended).
        if (await tx.expiryNotices.get(id)) return false;
        const [current] = await registration.due(tx, record.expiresOn, record.id);
        if (!current) return false;
        const staff = await tx.users.list({ where: { role: 'DIRCETUR', status: 'ACTIVO' } });
        if (staff.length === 0) return false;
        await tx.expiryNotices.insert({
          id,
          area: registration.area,
          recordId: current.id,
          expiresOn: current.expiresOn,
          at: nowIso(ctx),
        });
        await deliverNotification(
          ctx,
          tx,
          staff.map((account) => account.id),
          {
            event: {
              kind: registration.kind,
              params: { name: current.name, number: current.number, expiresOn: current.expiresOn },
            },
            link: searchLink(registration.area, current.number),
          },
        );
        return true;
      });
      if (sent) told += 1;
    }
  }
  // A past expiry is never told again: its notice has done its work.
  await ctx.store.expiryNotices.removeWhere({ expiresOn: { lt: today } });
  return told;
}
