import { describe, expect, it } from 'vitest';
import { updateAssistantTopic } from '../../../../server/areas/assistant/service';
import { guides } from '../../../../server/areas/guides/service';
import { getOverview } from '../../../../server/areas/overview/service';
import { buildSeed } from '../../../../server/data';
import { addDays, cuscoToday } from '../../../../server/registry/dates';
import { sessionOf } from '../../../support/auth';
import { testContext } from '../../../support/context';
import { testStore } from '../../../support/test-store';

const today = cuscoToday(Date.now());

describe('overview (the landing page)', () => {
  it('counts only readable registries, lists what expires soon and the latest changes', async () => {
    const store = await testStore({
      ...buildSeed(),
      guides: [],
      travelAgencies: [],
      auditTrail: [],
    });
    const admin = await testContext({ store, user: sessionOf('ADMINISTRADOR') });
    const base = {
      firstNames: 'Ana',
      lastNames: 'Ccori',
      documentType: 'DNI',
      languages: ['es'],
      licenseIssuedOn: addDays(today, -700),
    };
    await guides.create(admin, {
      ...base,
      documentNumber: '10000001',
      licenseNumber: 'GOT-2026-0001',
      licenseExpiresOn: addDays(today, 10),
    });
    await guides.create(admin, {
      ...base,
      documentNumber: '10000002',
      licenseNumber: 'GOT-2026-0002',
      licenseExpiresOn: addDays(today, 31),
    });
    await guides.create(admin, {
      ...base,
      documentNumber: '10000003',
      licenseNumber: 'GOT-2026-0003',
      licenseExpiresOn: addDays(today, -1),
    });
    await guides.create(admin, {
      ...base,
      documentNumber: '10000004',
      licenseNumber: 'GOT-2026-0004',
      licenseExpiresOn: today,
    });

    const overview = await getOverview(admin, { days: 30, latest: 2 });
    expect(overview.counts.find((count) => count.area === 'guides')?.total).toBe(4);
    expect(overview.expiringSoon.map((item) => item.number)).toEqual([
      'GOT-2026-0004',
      'GOT-2026-0001',
    ]);
    expect(overview.latestChanges.map((entry) => entry.recordId)).toHaveLength(2);
    expect(
      overview.latestChanges[0]?.changes.find((change) => change.field === 'licenseNumber')?.after,
    ).toBe('GOT-2026-0004');

    // An edit of the assistant's answers is a change the administrator sees too.
    await updateAssistantTopic(admin, 'THEFT', {
      label: { es: 'Me robaron algo', en: 'Robbed', tr: 'Soyuldum' },
    });
    const afterEdit = await getOverview(admin, { latest: 1 });
    expect(afterEdit.counts.find((count) => count.area === 'assistant')?.total).toBe(8);
    expect(afterEdit.latestChanges[0]).toMatchObject({
      area: 'assistant',
      recordId: 'THEFT',
      recordLabel: 'Me robaron algo',
    });

    const dircetur = await testContext({ store, user: sessionOf('DIRCETUR') });
    const theirs = await getOverview(dircetur, {});
    expect(theirs.counts.map((count) => count.area)).toEqual([
      'guides',
      'travel_agencies',
      'lodgings',
    ]);
    const police = await testContext({ store, user: sessionOf('POLICIA') });
    expect((await getOverview(police, {})).counts.map((count) => count.area)).toContain('police');
  });
});
