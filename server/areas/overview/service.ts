import { z } from 'zod';
import type { DirectoryTarget, RegistryArea } from '../../../generated/graphql';
import type { Context } from '../../context';
import type { AuditEntryRecord } from '../../registry/audit-trail-model';
import { addDays, cuscoToday } from '../../registry/dates';
import { permits, signedIn } from '../../security/authorize';
import type { Action, Area } from '../../security/permissions';
import type { Store } from '../../store/types';
import { inputObject, parseInput } from '../../validation';
import { DIRECTORY_TARGETS } from '../directory/targets';
import { directoryImportView } from '../directory/view';
import { fullName } from '../guides/service';

/**
 * Each registry's name in the audit trail, the permission that shows it on the landing page
 * (the public numbers are read by anyone, so they show to those who manage them), and its size.
 */
const REGISTRIES: readonly {
  area: RegistryArea;
  permission: Area;
  action?: Action;
  count: (store: Store) => Promise<number>;
}[] = [
  { area: 'guides', permission: 'guides', count: (store) => store.guides.count() },
  {
    area: 'travel_agencies',
    permission: 'travel-agencies',
    count: (store) => store.travelAgencies.count(),
  },
  { area: 'lodgings', permission: 'lodgings', count: (store) => store.lodgings.count() },
  { area: 'police', permission: 'police', count: (store) => store.police.count() },
  {
    area: 'jurisdictions',
    permission: 'jurisdictions',
    count: (store) => store.jurisdictions.count(),
  },
  { area: 'users', permission: 'users', count: (store) => store.users.count() },
  {
    area: 'emergency_contacts',
    permission: 'emergency-contacts',
    action: 'update',
    count: (store) => store.emergencyContacts.count(),
  },
  // Likewise the assistant's topics: their edits show among the latest changes to who makes them.
  {
    area: 'assistant',
    permission: 'assistant',
    action: 'update',
    count: (store) => store.assistantTopics.count(),
  },
];

const overviewInput = inputObject({
  days: z.number().int('A whole number').min(1, 'At least 1').max(365, 'At most 365').nullish(),
  latest: z.number().int('A whole number').min(1, 'At least 1').max(50, 'At most 50').nullish(),
});

export interface ExpiringRegistration {
  area: RegistryArea;
  id: string;
  name: string;
  number: string;
  expiresOn: string;
}

/**
 * The staff landing page: how many records each registry the caller may read holds, the carnés
 * and certificates that expire within `days` (not already expired), and the latest changes to
 * those registries. Any signed-in member of staff; each sees only their registries.
 */
export async function getOverview(ctx: Context, input: unknown) {
  signedIn(ctx);
  const { days, latest } = parseInput(overviewInput, input ?? {});
  const readable = REGISTRIES.filter((registry) =>
    permits(ctx, registry.permission, registry.action ?? 'read'),
  );
  const counts = await Promise.all(
    readable.map(async (registry) => ({
      area: registry.area,
      total: await registry.count(ctx.store),
    })),
  );

  const today = cuscoToday(ctx.clock());
  const until = addDays(today, days ?? 30);
  const soon = { gte: today, lte: until };
  const expiringSoon: ExpiringRegistration[] = [];
  if (permits(ctx, 'guides', 'read')) {
    for (const guide of await ctx.store.guides.list({
      where: { licenseExpiresOn: soon },
    })) {
      expiringSoon.push({
        area: 'guides',
        id: guide.id,
        name: fullName(guide),
        number: guide.licenseNumber,
        expiresOn: guide.licenseExpiresOn,
      });
    }
  }
  if (permits(ctx, 'travel-agencies', 'read')) {
    for (const agency of await ctx.store.travelAgencies.list({
      where: { expiresOn: soon },
    })) {
      expiringSoon.push({
        area: 'travel_agencies',
        id: agency.id,
        name: agency.tradeName,
        number: agency.certificateNumber,
        // `soon` matched a date: an undated (imported) agency is never listed.
        expiresOn: agency.expiresOn as string,
      });
    }
  }
  expiringSoon.sort(
    (a, b) => a.expiresOn.localeCompare(b.expiresOn) || a.name.localeCompare(b.name, 'es'),
  );

  // An import is one line (latestImports), not the thousands of entries it may write.
  const latestChanges: AuditEntryRecord[] = await ctx.store.auditTrail.list({
    where: {
      area: { in: readable.map((registry) => registry.area) },
      directoryImport: { isNull: true },
    },
    orderBy: [{ field: 'at', descending: true }],
    limit: latest ?? 10,
  });
  const importTargets = (Object.keys(DIRECTORY_TARGETS) as DirectoryTarget[]).filter((target) =>
    permits(ctx, DIRECTORY_TARGETS[target].area, 'read'),
  );
  const imports = await ctx.store.directoryImports.list({
    where: { target: { in: importTargets }, appliedAt: { isNull: false } },
    orderBy: [{ field: 'appliedAt', descending: true }],
    limit: latest ?? 10,
  });
  return { counts, expiringSoon, latestChanges, latestImports: imports.map(directoryImportView) };
}
