import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { daysUntil } from '../../../client/src/areas/overview/ExpiringSoon';
import { OverviewPage } from '../../../client/src/areas/overview/OverviewPage';
import { addDays, localDayKey } from '../../../client/src/i18n/dates';
import { OverviewDocument } from '../../../generated/client';
import { stubMatchMedia } from '../../support/match-media';
import { renderRegistryPage } from '../../support/registry-page';
import { initShellI18n } from '../../support/staff-i18n';

await initShellI18n();
stubMatchMedia({ width: 1280 });
afterEach(cleanup);

// Days from today in Cusco, as the server lists them.
const inDays = (days: number) => addDays(localDayKey(new Date()), days);

function overview(data: {
  counts: { area: string; total: number }[];
  expiringSoon?: { area: string; id: string; name: string; number: string; expiresOn: string }[];
  latestChanges?: unknown[];
}) {
  return {
    request: { query: OverviewDocument, variables: { days: 30 } },
    result: {
      data: {
        overview: {
          __typename: 'Overview',
          counts: data.counts.map((count) => ({ __typename: 'RegistryCount', ...count })),
          expiringSoon: (data.expiringSoon ?? []).map((item) => ({
            __typename: 'ExpiringRegistration',
            ...item,
          })),
          latestChanges: data.latestChanges ?? [],
        },
      },
    },
  };
}

describe('the landing page', () => {
  it('counts the registries, lists what expires soon and the latest changes, each linked', async () => {
    renderRegistryPage(<OverviewPage />, {
      mocks: [
        overview({
          counts: [
            { area: 'guides', total: 64 },
            { area: 'travel_agencies', total: 44 },
          ],
          expiringSoon: [
            {
              area: 'guides',
              id: 'g1',
              name: 'Rosa Quispe',
              number: 'GOT-2024-0012',
              expiresOn: inDays(0),
            },
            {
              area: 'travel_agencies',
              id: 'a1',
              name: 'Inka Trails',
              number: 'CUS-AV-1',
              expiresOn: inDays(12),
            },
          ],
          latestChanges: [
            {
              __typename: 'AuditEntry',
              id: 'e1',
              area: 'guides',
              recordId: 'g1',
              recordLabel: 'Rosa Quispe',
              action: 'UPDATE',
              at: '2026-11-20T15:00:00.000Z',
              actor: { __typename: 'AuditActor', id: 'u1', name: 'Ana Admin' },
              changes: [
                { __typename: 'FieldChange', field: 'phone' },
                { __typename: 'FieldChange', field: 'status' },
              ],
            },
            {
              __typename: 'AuditEntry',
              id: 'e2',
              area: 'travel_agencies',
              recordId: 'a9',
              recordLabel: 'Agencia cerrada',
              action: 'DELETE',
              at: '2026-11-19T15:00:00.000Z',
              actor: { __typename: 'AuditActor', id: 'u1', name: 'Ana Admin' },
              changes: [],
            },
            // Registered before it was deleted: no link to a search that finds nothing.
            {
              __typename: 'AuditEntry',
              id: 'e3',
              area: 'travel_agencies',
              recordId: 'a9',
              recordLabel: 'Agencia cerrada',
              action: 'CREATE',
              at: '2026-11-18T15:00:00.000Z',
              actor: { __typename: 'AuditActor', id: 'u1', name: 'Ana Admin' },
              changes: [],
            },
          ],
        }),
      ],
    });
    const counts = await screen.findByRole('region', { name: 'Registros' });
    expect(within(counts).getByRole('link', { name: /Guías de Turismo\s*64/ })).toHaveProperty(
      'pathname',
      '/admin/guias-turismo',
    );
    const holder = screen.getByRole('link', { name: 'Inka Trails' }) as HTMLAnchorElement;
    expect(holder.pathname + holder.search).toBe('/admin/agencias-viaje?q=CUS-AV-1');
    expect(screen.getByText('hoy')).toBeTruthy();
    expect(screen.getByText('en 12 días')).toBeTruthy();
    // The fields are named, and each record opens its history, a deleted one too.
    expect(screen.getByText(/Ana Admin modificó Teléfono y Estado/)).toBeTruthy();
    const entry = screen.getByText(/Ana Admin modificó/).closest('li') as HTMLElement;
    const changed = within(entry).getByRole('link', { name: 'Rosa Quispe' }) as HTMLAnchorElement;
    expect(changed.pathname + changed.search).toBe('/admin/guias-turismo?historial=g1');
    const deleted = screen.getAllByRole('link', { name: 'Agencia cerrada' }) as HTMLAnchorElement[];
    expect(deleted.map((link) => link.pathname + link.search)).toEqual([
      '/admin/agencias-viaje?historial=a9',
      '/admin/agencias-viaje?historial=a9',
    ]);
    // Its entry from before the delete says it is gone.
    expect(screen.getByText('Ya eliminado').closest('li')?.textContent).toContain(
      'Registrado por Ana Admin',
    );
  });

  it('links a record the user may not change to its registry while it exists, never to a history', async () => {
    renderRegistryPage(<OverviewPage />, {
      role: 'POLICIA',
      mocks: [
        overview({
          counts: [{ area: 'guides', total: 64 }],
          latestChanges: [
            {
              __typename: 'AuditEntry',
              id: 'e1',
              area: 'guides',
              recordId: 'g1',
              recordLabel: 'Rosa Quispe',
              action: 'UPDATE',
              at: '2026-11-20T15:00:00.000Z',
              actor: { __typename: 'AuditActor', id: 'u1', name: 'Ana Admin' },
              changes: [
                { __typename: 'FieldChange', field: 'phone' },
                { __typename: 'FieldChange', field: 'email' },
                { __typename: 'FieldChange', field: 'status' },
                { __typename: 'FieldChange', field: 'association' },
                { __typename: 'FieldChange', field: 'languages' },
              ],
            },
            {
              __typename: 'AuditEntry',
              id: 'e2',
              area: 'guides',
              recordId: 'g9',
              recordLabel: 'Guía retirado',
              action: 'DELETE',
              at: '2026-11-19T15:00:00.000Z',
              actor: { __typename: 'AuditActor', id: 'u1', name: 'Ana Admin' },
              changes: [],
            },
            {
              __typename: 'AuditEntry',
              id: 'e3',
              area: 'guides',
              recordId: 'g9',
              recordLabel: 'Guía retirado',
              action: 'UPDATE',
              at: '2026-11-18T15:00:00.000Z',
              actor: { __typename: 'AuditActor', id: 'u1', name: 'Ana Admin' },
              changes: [{ __typename: 'FieldChange', field: 'phone' }],
            },
          ],
        }),
      ],
    });
    const changed = (await screen.findByRole('link', { name: 'Rosa Quispe' })) as HTMLAnchorElement;
    expect(changed.pathname + changed.search).toBe('/admin/guias-turismo?q=Rosa%20Quispe');
    expect(
      screen.getByText(/Ana Admin modificó Teléfono, Correo electrónico, Estado y 2 campos más/),
    ).toBeTruthy();
    // A deleted record, and its entries from before, are named but link nowhere.
    for (const named of screen.getAllByText('Guía retirado')) expect(named.closest('a')).toBeNull();
    expect(screen.getByText('Ya eliminado')).toBeTruthy();
  });

  it('says when nothing expires and nothing changed, and leaves out expiry for the police', async () => {
    renderRegistryPage(<OverviewPage />, {
      mocks: [
        overview({
          counts: [
            { area: 'police', total: 46 },
            { area: 'jurisdictions', total: 10 },
          ],
        }),
      ],
    });
    await screen.findByText('Todavía no hay cambios en los registros.');
    expect(screen.queryByText(/Vencen en los próximos/)).toBeNull();
  });

  it('counts whole days to an expiry', () => {
    // Half past eleven at night on the 22nd in Cusco: already the 23rd in Greenwich.
    const now = new Date('2026-11-23T04:30:00Z');
    expect(daysUntil('2026-11-22', now)).toBe(0);
    expect(daysUntil('2026-11-23', now)).toBe(1);
    expect(daysUntil('2026-12-22', now)).toBe(30);
  });
});
