import { MockedProvider } from '@apollo/client/testing/react';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GUIDES } from '../../../client/src/areas/guides/config';
import { TRAVEL_AGENCIES } from '../../../client/src/areas/travel-agencies/config';
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

  it('says who and which import in one line, and the reason a mark was cleared', async () => {
    const directoryImport = (undone: boolean) => ({
      __typename: 'AuditDirectoryImport',
      fileName: 'agencias.csv',
      cutoff: '2026-10-15',
      undone,
    });
    const clerk = { ...actor, name: 'Personal DIRCETUR' };
    const mark = (before: string | null, after: string | null) => [
      { __typename: 'FieldChange', field: 'notInDirectoryAsOf', before, after },
    ];
    const base = { __typename: 'AuditEntry', recordLabel: 'Inka Trail', actor: clerk };
    const mocks = [
      {
        request: {
          query: RecordHistoryDocument,
          variables: { area: 'travel_agencies', id: 'agency-1' },
        },
        result: {
          data: {
            recordHistory: [
              {
                ...base,
                id: 'e3',
                action: 'UPDATE',
                at: '2026-11-22T15:30:00.000Z',
                changes: mark('2026-10-15', null),
                directoryImport: null,
                reason: 'Figura en el directorio de noviembre',
              },
              {
                ...base,
                id: 'e2',
                action: 'UPDATE',
                at: '2026-11-21T15:30:00.000Z',
                changes: mark('2026-10-15', null),
                directoryImport: directoryImport(true),
                reason: null,
              },
              {
                ...base,
                id: 'e1',
                action: 'UPDATE',
                at: '2026-11-20T15:30:00.000Z',
                changes: mark(null, '2026-10-15'),
                directoryImport: directoryImport(false),
                reason: null,
              },
            ],
          },
        },
      },
    ];
    render(
      <MockedProvider mocks={mocks}>
        <HistoryDrawer
          config={TRAVEL_AGENCIES}
          record={{ id: 'agency-1', name: 'Inka Trail' }}
          onClose={() => {}}
        />
      </MockedProvider>,
    );
    await screen.findByText('Motivo: Figura en el directorio de noviembre');
    expect(
      screen.getByText(
        'por Personal DIRCETUR · Importación del directorio: agencias.csv (corte 15/10/2026)',
      ),
    ).toBeTruthy();
    expect(
      screen.getByText(
        'por Personal DIRCETUR · Se deshizo la importación del directorio: agencias.csv (corte 15/10/2026)',
      ),
    ).toBeTruthy();
  });
});
