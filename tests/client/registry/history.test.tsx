import { MockedProvider } from '@apollo/client/testing/react';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GUIDES } from '../../../client/src/areas/guides/config';
import { HistoryDrawer } from '../../../client/src/registry/HistoryDrawer';
import { RecordHistoryDocument } from '../../../generated/client';
import { stubMatchMedia } from '../../support/match-media';
import { initShellI18n } from '../../support/staff-i18n';

await initShellI18n();
stubMatchMedia({ width: 1280 });
vi.setConfig({ testTimeout: 20_000 });
afterEach(cleanup);

const actor = { __typename: 'AuditActor', id: 'user-admin', name: 'Administrador del Sistema' };
const entry = (id: string, action: string, at: string, changes: unknown[]) => ({
  __typename: 'AuditEntry',
  id,
  action,
  at,
  recordLabel: 'Quispe Huamán, Rosa',
  actor,
  changes: changes.map((change) => ({ __typename: 'FieldChange', ...(change as object) })),
});

const history = {
  request: { query: RecordHistoryDocument, variables: { area: 'guides', id: 'guide-1' } },
  result: {
    data: {
      recordHistory: [
        entry('a2', 'UPDATE', '2026-11-22T15:30:00.000Z', [
          { field: 'association', before: null, after: 'AGOTUR Cusco' },
          { field: 'status', before: 'VIGENTE', after: 'SUSPENDIDO' },
        ]),
        entry('a1', 'CREATE', '2026-11-20T15:30:00.000Z', [
          { field: 'phone', before: null, after: null },
          { field: 'languages', before: null, after: ['es', 'qu'] },
          { field: 'lastNames', before: null, after: 'Quispe Huamán' },
          { field: 'licenseExpiresOn', before: null, after: '2027-03-31' },
        ]),
      ],
    },
  },
};

describe('HistoryDrawer', () => {
  it("lists each change with who and when, fields in the area's words and order", async () => {
    render(
      <MockedProvider mocks={[history]}>
        <HistoryDrawer
          config={GUIDES}
          record={{ id: 'guide-1', name: 'Quispe Huamán, Rosa' }}
          onClose={() => {}}
        />
      </MockedProvider>,
    );
    await screen.findByText('Modificación');
    expect(screen.getByText('Historial de Quispe Huamán, Rosa')).toBeTruthy();
    expect(screen.getAllByText('por Administrador del Sistema')).toHaveLength(2);
    expect(screen.getByText('Vigente → Suspendido')).toBeTruthy();
    expect(screen.getByText('(vacío) → AGOTUR Cusco')).toBeTruthy();
    expect(screen.getByText('Creación')).toBeTruthy();
    expect(screen.getByText('Español, Quechua')).toBeTruthy();
    expect(screen.getByText('31/03/2027')).toBeTruthy();
    // A creation lists the values it set, not the empty ones.
    expect(screen.queryByText('Teléfono')).toBeNull();
    const labels = [...document.querySelectorAll('dt')].map((item) => item.textContent);
    expect(labels).toEqual(['Estado', 'Asociación', 'Apellidos', 'Vencimiento', 'Idiomas']);
    const times = [...document.querySelectorAll('time')].map((item) =>
      item.getAttribute('dateTime'),
    );
    expect(times).toEqual(['2026-11-22T15:30:00.000Z', '2026-11-20T15:30:00.000Z']);
  });

  it('names a record opened by its address (perhaps deleted) as its latest change did', async () => {
    render(
      <MockedProvider mocks={[history]}>
        <HistoryDrawer config={GUIDES} record={{ id: 'guide-1' }} onClose={() => {}} />
      </MockedProvider>,
    );
    await screen.findByText('Historial de Quispe Huamán, Rosa');
  });

  it('says so when a record has no history', async () => {
    render(
      <MockedProvider mocks={[{ ...history, result: { data: { recordHistory: [] } } }]}>
        <HistoryDrawer
          config={GUIDES}
          record={{ id: 'guide-1', name: 'Rosa' }}
          onClose={() => {}}
        />
      </MockedProvider>,
    );
    await screen.findByText('No hay cambios registrados.');
  });
});
