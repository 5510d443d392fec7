import { beforeEach, describe, expect, it } from 'vitest';
import { jurisdictions } from '../../../server/areas/jurisdictions/service';
import { buildSeed } from '../../../server/data';
import { recordHistory } from '../../../server/registry/audit-trail';
import type { Store } from '../../../server/store/types';
import { DEMO } from '../../support/auth';
import { testStore } from '../../support/test-store';
import { contextAs } from '../../support/users';

let store: Store;
beforeEach(async () => {
  store = await testStore(buildSeed());
});

describe('a history of links to officers', () => {
  it('names the officers by their names now, and leaves a gone officer’s id unnamed', async () => {
    const admin = await contextAs(store, DEMO.ADMINISTRADOR.id);
    const jurisdiction = await store.jurisdictions.get('jurisdiction-cusco-centro');
    const before = jurisdiction?.responsibleOfficerId as string;
    await jurisdictions.update(admin, 'jurisdiction-cusco-centro', {
      responsibleOfficerId: 'officer-002',
    });
    // An officer record that is gone since (the trail keeps the id it held).
    await store.transaction((tx) => tx.police.remove('officer-002'));

    const [entry] = await recordHistory(admin, 'jurisdictions', 'jurisdiction-cusco-centro');
    const officer = await store.police.get(before);
    expect(entry?.changes).toContainEqual({
      field: 'responsibleOfficerId',
      before,
      after: 'officer-002',
      beforeName: `${officer?.firstNames} ${officer?.lastNames}`,
      afterName: undefined,
    });
  });
});
