import type { MockLink } from '@apollo/client/testing';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { afterEach, describe, expect, it } from 'vitest';
import { IncidentsPage } from '../../../client/src/areas/incidents/IncidentsPage';
import {
  IncidentDetailDocument,
  type IncidentDetailFragment,
  IncidentJurisdictionOptionsDocument,
  IncidentOfficerOptionsDocument,
  type IncidentRowFragment,
  IncidentsListDocument,
  type IncidentsListQueryVariables,
  UpdateIncidentDocument,
  type UpdateIncidentInput,
} from '../../../generated/client';
import { chooseOption, openSelect, optionsOf } from '../../support/antd-select';
import { listMocks } from '../../support/list-mocks';
import { stubMatchMedia } from '../../support/match-media';
import { renderRegistryPage } from '../../support/registry-page';
import { initShellI18n } from '../../support/staff-i18n';

await initShellI18n();
const media = stubMatchMedia({ width: 1366 });

afterEach(() => {
  cleanup();
  localStorage.clear();
  media.setWidth(1366);
});

const PATH = '/admin/denuncias';

const OFFICE = {
  __typename: 'PoliceOffice' as const,
  jurisdictionId: 'jurisdiction-centro',
  jurisdiction: 'Cusco Centro',
  station: 'Comisaría de Turismo Cusco',
  address: 'Calle Saphi 510',
  phone: '084 240313',
  dial: '+5184240313',
};

const PLACE = { __typename: 'IncidentPlace', district: 'Cusco', description: 'Plaza de Armas' };

const row: IncidentRowFragment & { __typename: 'Incident' } = {
  __typename: 'Incident',
  id: 'incident-1',
  code: 'CUS-2026-000123',
  type: 'THEFT',
  status: 'RECIBIDO',
  createdAt: '2026-11-20T15:00:00.000Z',
  occurredAt: '2026-11-20T13:30:00.000Z',
  place: PLACE,
  office: OFFICE,
  assigneeId: null,
  assigneeName: null,
};

const detail = (change: Partial<IncidentDetailFragment> = {}) => ({
  ...row,
  place: {
    __typename: 'IncidentPlace',
    position: {
      __typename: 'IncidentPosition',
      latitude: -13.5163,
      longitude: -71.9785,
      accuracy: 25,
    },
    province: 'Cusco',
    district: 'Cusco',
    description: 'Plaza de Armas',
  },
  items: [
    { __typename: 'IncidentItem', description: 'Phone', value: 800, currency: 'USD' },
    { __typename: 'IncidentItem', description: 'Hat', value: null, currency: null },
  ],
  account: 'They took my <b>phone</b>\non the square.',
  reporter: {
    __typename: 'IncidentReporter',
    name: 'Ayşe Yılmaz',
    nationality: 'Turkey',
    document: 'U12345678',
    email: 'ayse@example.com',
    phone: '+90 532 123 4567',
    whatsapp: null,
  },
  language: 'tr',
  routing: 'POSITION',
  closedOffice: null,
  history: [
    {
      __typename: 'IncidentEvent',
      at: '2026-11-20T15:00:00.000Z',
      kind: 'REPORTED',
      status: 'RECIBIDO',
      note: null,
      byName: null,
      assigneeName: null,
      jurisdictionName: null,
    },
  ],
  updatedAt: '2026-11-20T15:00:00.000Z',
  closedAt: null,
  personalDataErasedAt: null,
  ...change,
});

const DEFAULT_INPUT: IncidentsListQueryVariables['input'] = {
  page: 1,
  size: 10,
  sortBy: 'CREATED_AT',
  order: 'DESC',
};

const listed = listMocks<IncidentsListQueryVariables['input'], IncidentRowFragment>({
  query: IncidentsListDocument,
  field: 'incidents',
  typename: 'IncidentPage',
  maxUsageCount: 3,
});

const JURISDICTIONS: MockLink.MockedResponse = {
  request: { query: IncidentJurisdictionOptionsDocument },
  result: {
    data: {
      jurisdictions: {
        __typename: 'JurisdictionPage',
        items: [
          { __typename: 'Jurisdiction', id: 'jurisdiction-centro', name: 'Cusco Centro' },
          { __typename: 'Jurisdiction', id: 'jurisdiction-pisac', name: 'Pisac' },
        ],
      },
    },
  },
  maxUsageCount: 3,
};

const officer = (id: string, lastNames: string, jurisdictionId: string) => ({
  __typename: 'PoliceOfficer',
  id,
  rank: 'SUBOFICIAL_TERCERA',
  firstNames: 'Ana',
  lastNames,
  jurisdictionId,
  status: 'ACTIVO',
});

const OFFICERS: MockLink.MockedResponse = {
  request: { query: IncidentOfficerOptionsDocument },
  result: {
    data: {
      policeOfficers: {
        __typename: 'PoliceOfficerPage',
        items: [
          officer('officer-pisac', 'Apaza', 'jurisdiction-pisac'),
          officer('officer-centro', 'Quispe', 'jurisdiction-centro'),
        ],
      },
    },
  },
  maxUsageCount: 3,
};

const opened = (incident = detail()): MockLink.MockedResponse => ({
  request: { query: IncidentDetailDocument, variables: { id: incident.id } },
  result: { data: { incident } },
  maxUsageCount: 3,
});

const updated = (
  input: UpdateIncidentInput,
  answer: MockLink.MockedResponse['result'],
): MockLink.MockedResponse => ({
  request: { query: UpdateIncidentDocument, variables: { id: 'incident-1', input } },
  result: answer,
});

/** Opens the case from the list; the drawer is ready once it shows `ready`. */
async function openCase(mocks: MockLink.MockedResponse[], ready = 'Ayşe Yılmaz') {
  renderRegistryPage(<IncidentsPage />, {
    path: PATH,
    role: 'POLICIA',
    mocks: [listed(DEFAULT_INPUT, [row]), JURISDICTIONS, OFFICERS, ...mocks],
  });
  fireEvent.click(await screen.findByRole('button', { name: 'Abrir la denuncia CUS-2026-000123' }));
  const drawer = await screen.findByRole('dialog');
  await within(drawer).findByText(ready);
  return drawer;
}

// antd's table and drawer render slowly on a busy machine.
describe('the incident list', { timeout: 20_000 }, () => {
  it('shows each case newest first with code, type, coloured status, jurisdiction, date and officer', async () => {
    renderRegistryPage(<IncidentsPage />, {
      path: PATH,
      role: 'POLICIA',
      mocks: [
        listed(DEFAULT_INPUT, [
          row,
          {
            ...row,
            id: 'incident-2',
            code: 'CUS-2026-000122',
            status: 'EN_ATENCION',
            type: 'SCAM',
            assigneeId: 'officer-centro',
            assigneeName: 'Quispe, Ana',
          },
        ]),
        JURISDICTIONS,
      ],
    });
    await screen.findByText('CUS-2026-000123');
    expect(screen.getByRole('status').textContent).toBe('Resultados: 2');
    const first = screen.getByText('CUS-2026-000123').closest('tr') as HTMLElement;
    for (const text of ['Hurto', 'Cusco Centro', 'Sin asignar']) {
      expect(within(first).getByText(text)).toBeTruthy();
    }
    expect(within(first).getByText('Recibido').closest('.ant-tag')?.className).toMatch(/red/);
    const second = screen.getByText('CUS-2026-000122').closest('tr') as HTMLElement;
    expect(within(second).getByText('Estafa')).toBeTruthy();
    expect(within(second).getByText('Quispe, Ana')).toBeTruthy();
    expect(within(second).getByText('En atención').closest('.ant-tag')?.className).toMatch(/gold/);
    // Newest first, shown on its column.
    const sorted = screen.getByRole('columnheader', { name: /Recibida el/ });
    expect(sorted.getAttribute('aria-sort')).toBe('descending');
  });

  it('asks the server for the filters and the dates in the URL, and says when nothing matches', async () => {
    const input = {
      ...DEFAULT_INPUT,
      search: 'plaza',
      status: ['RECIBIDO' as const],
      jurisdictionId: ['jurisdiction-pisac'],
      from: '2026-11-01',
      to: '2026-11-30',
    };
    renderRegistryPage(<IncidentsPage />, {
      path: `${PATH}?q=plaza&status=RECIBIDO&jurisdictionId=jurisdiction-pisac&from=2026-11-01&to=2026-11-30`,
      role: 'POLICIA',
      mocks: [listed(input, []), JURISDICTIONS],
    });
    await screen.findByText('No hay denuncias que coincidan');
    // In the filter bar and in the empty list.
    expect(screen.getAllByRole('button', { name: 'Limpiar filtros' })).toHaveLength(2);
  });

  it('says when no report has come in yet', async () => {
    renderRegistryPage(<IncidentsPage />, {
      path: PATH,
      role: 'POLICIA',
      mocks: [listed(DEFAULT_INPUT, []), JURISDICTIONS],
    });
    await screen.findByText('Aún no llegó ninguna denuncia');
  });

  it('shows one card per case on a phone, no table', async () => {
    media.setWidth(390);
    renderRegistryPage(<IncidentsPage />, {
      path: PATH,
      role: 'POLICIA',
      mocks: [listed(DEFAULT_INPUT, [row]), JURISDICTIONS],
    });
    const code = await screen.findByRole('button', { name: 'Abrir la denuncia CUS-2026-000123' });
    const card = code.closest('.record-card') as HTMLElement;
    expect(within(card).getByText('Recibido')).toBeTruthy();
    expect(within(card).getByText('Cusco Centro')).toBeTruthy();
    expect(document.querySelector('table')).toBeNull();
  });
});

describe('a case', { timeout: 30_000 }, () => {
  it('shows the statement as text, the reporter with links, the office, the routing and the history', async () => {
    const drawer = await openCase([opened()]);
    // The account is the tourist's text, markup and all: never HTML.
    const account = within(drawer).getByText(/They took my <b>phone<\/b>/);
    expect(account.querySelector('b')).toBeNull();
    expect(within(drawer).getByText(/Phone —/).textContent).toMatch(/800/);
    expect(within(drawer).getByText(/Hat — Sin valor indicado/)).toBeTruthy();
    expect(
      within(drawer).getByRole('link', { name: 'Ver en el mapa' }).getAttribute('href'),
    ).toMatch(/^https:\/\/www\.openstreetmap\.org\/\?mlat=-13\.5163&mlon=-71\.9785/);
    expect(
      within(drawer).getByRole('link', { name: 'ayse@example.com' }).getAttribute('href'),
    ).toBe('mailto:ayse@example.com');
    expect(
      within(drawer).getByRole('link', { name: '+90 532 123 4567' }).getAttribute('href'),
    ).toBe('tel:+905321234567');
    expect(within(drawer).getByRole('link', { name: '084 240313' }).getAttribute('href')).toBe(
      'tel:+5184240313',
    );
    expect(
      within(drawer).getByText('Por la ubicación del turista: la oficina más cercana'),
    ).toBeTruthy();
    expect(within(drawer).getByText('Denuncia recibida')).toBeTruthy();
    expect(within(drawer).getByText(/por el turista/)).toBeTruthy();
  });

  it('says why a case came here when the office of the place was closed', async () => {
    const post = {
      __typename: 'PoliceOffice' as const,
      jurisdictionId: 'jurisdiction-san-blas',
      jurisdiction: 'San Blas y Sacsayhuamán',
      station: 'Puesto de Auxilio Rápido San Blas',
    };
    const rerouted = detail({ routing: 'CLOSED_OFFICE', closedOffice: post });
    const drawer = await openCase([opened(rerouted)]);
    expect(
      within(drawer).getByText('La oficina del lugar no atendía a esa hora: llegó a una abierta'),
    ).toBeTruthy();
    expect(
      within(drawer).getByText(
        'Puesto de Auxilio Rápido San Blas no atendía cuando llegó la denuncia.',
      ),
    ).toBeTruthy();
  });

  it('offers only the next statuses of the workflow and sends the note for the tourist', async () => {
    const after = detail({
      status: 'EN_ATENCION',
      updatedAt: '2026-11-21T10:00:00.000Z',
      history: [
        ...detail().history,
        {
          __typename: 'IncidentEvent',
          at: '2026-11-21T10:00:00.000Z',
          kind: 'STATUS',
          status: 'EN_ATENCION',
          note: 'Come to the office with your passport.',
          byName: 'Nombre policia',
          assigneeName: null,
          jurisdictionName: null,
        },
      ],
    } as Partial<IncidentDetailFragment>);
    // The case as the server has it: once saved, any later read of it answers the saved case.
    let saved = false;
    const save = updated(
      { status: 'EN_ATENCION', note: 'Come to the office with your passport.' },
      { data: { updateIncident: after } },
    );
    const drawer = await openCase([
      { ...opened(), result: () => ({ data: { incident: saved ? after : detail() } }) },
      {
        ...save,
        result: () => {
          saved = true;
          return { data: { updateIncident: after } };
        },
      },
    ]);
    expect(within(drawer).getByText(/El turista la verá en su página de seguimiento/)).toBeTruthy();
    const status = within(drawer).getByLabelText('Nuevo estado');
    openSelect(status);
    await waitFor(() => expect(optionsOf(status)).toEqual(['En atención', 'Derivado', 'Cerrado']));
    fireEvent.click(await screen.findByTitle('En atención'));
    fireEvent.change(within(drawer).getByLabelText('Nota para el turista'), {
      target: { value: '  Come to the office with your passport. ' },
    });
    fireEvent.click(within(drawer).getByRole('button', { name: 'Guardar' }));
    await screen.findByText('Cambios guardados.');
    await within(drawer).findByText('Nota para el turista: Come to the office with your passport.');
    // Now in progress: the next moves are those of EN_ATENCION.
    const next = within(drawer).getByLabelText('Nuevo estado');
    openSelect(next);
    await waitFor(() => expect(optionsOf(next)).toEqual(['Atendido', 'Derivado', 'Cerrado']));
  });

  it('asks before a half-written note is lost; once saved it closes at once', async () => {
    const after = detail({ updatedAt: '2026-11-21T10:00:00.000Z' });
    let saved = false;
    const drawer = await openCase([
      { ...opened(), result: () => ({ data: { incident: saved ? after : detail() } }) },
      {
        ...updated({ note: 'Ven con tu pasaporte.' }, { data: { updateIncident: after } }),
        result: () => {
          saved = true;
          return { data: { updateIncident: after } };
        },
      },
    ]);
    const note = within(drawer).getByLabelText('Nota para el turista');
    fireEvent.change(note, { target: { value: 'Ven con tu pasaporte.' } });
    // The drawer's own X, as Esc and a click outside do.
    fireEvent.click(within(drawer).getByRole('button', { name: /close|cerrar/i }));
    expect((await screen.findAllByText('¿Descartar los cambios?')).length).toBeGreaterThan(0);
    fireEvent.click(screen.getByRole('button', { name: 'Seguir editando' }));
    expect(within(drawer).getByText('Denuncia CUS-2026-000123')).toBeTruthy();
    expect(
      (within(drawer).getByLabelText('Nota para el turista') as HTMLTextAreaElement).value,
    ).toBe('Ven con tu pasaporte.');

    fireEvent.click(within(drawer).getByRole('button', { name: 'Guardar' }));
    await screen.findByText('Cambios guardados.');
    fireEvent.click(within(drawer).getByRole('button', { name: /close|cerrar/i }));
    // Closed without a question: one would have kept the drawer open.
    await waitFor(() => expect(screen.queryByText('Denuncia CUS-2026-000123')).toBeNull());
    expect(screen.queryByText('¿Descartar los cambios?')).toBeNull();
  });

  it("lists the officers of the case's jurisdiction first", async () => {
    const drawer = await openCase([opened()]);
    const assignee = within(drawer).getByLabelText('Policía a cargo');
    openSelect(assignee);
    await waitFor(() =>
      expect(optionsOf(assignee)).toEqual([
        'Suboficial de Tercera Quispe, Ana',
        'Suboficial de Tercera Apaza, Ana',
      ]),
    );
  });

  it("shows the server's refusal on its field", async () => {
    const drawer = await openCase([
      opened(),
      updated(
        { status: 'DERIVADO' },
        {
          errors: [
            new GraphQLError('Invalid input', {
              extensions: {
                code: 'BAD_REQUEST',
                fields: { status: 'Cannot go from EN_ATENCION to DERIVADO' },
              },
            }),
          ],
        },
      ),
    ]);
    await chooseOption(within(drawer).getByLabelText('Nuevo estado'), 'Derivado');
    fireEvent.click(within(drawer).getByRole('button', { name: 'Guardar' }));
    await within(drawer).findByText(
      'Ese cambio de estado no está permitido. Elige uno de la lista.',
    );
  });

  it('is read-only once closed, and says when its personal data was erased', async () => {
    const closed = detail({
      status: 'CERRADO',
      closedAt: '2026-01-01T00:00:00.000Z',
      personalDataErasedAt: '2026-07-01T00:00:00.000Z',
      reporter: null,
      account: null,
      place: { position: null, province: null, district: null, description: null },
      items: [{ description: null, value: 800, currency: 'USD' }],
    });
    const drawer = await openCase([opened(closed)], 'Caso cerrado: ya no se puede cambiar.');
    expect(within(drawer).getByText(/^Datos personales eliminados el /)).toBeTruthy();
    // The erased place and items' words are not shown as left out by the tourist.
    expect(within(drawer).queryByText('El turista no indicó el lugar.')).toBeNull();
    expect(drawer.querySelector('.incidents-items li')?.textContent).toMatch(/^— — /);
    expect(within(drawer).queryByLabelText('Nuevo estado')).toBeNull();
    expect(within(drawer).queryByRole('button', { name: 'Guardar' })).toBeNull();
  });

  it('tells in its history that it was warned of and closed as abandoned', async () => {
    const event = (kind: string, status: string, at: string) => ({
      __typename: 'IncidentEvent' as const,
      at,
      kind,
      status,
      note: null,
      byName: null,
      assigneeName: null,
      jurisdictionName: null,
    });
    const abandoned = detail({
      status: 'CERRADO',
      closedAt: '2027-02-18T15:00:00.000Z',
      history: [
        event('REPORTED', 'RECIBIDO', '2026-11-20T15:00:00.000Z'),
        event('ABANDON_WARNED', 'RECIBIDO', '2027-02-04T15:00:00.000Z'),
        event('ABANDONED', 'CERRADO', '2027-02-18T15:00:00.000Z'),
      ] as IncidentDetailFragment['history'],
    });
    const drawer = await openCase([opened(abandoned)], 'Caso cerrado: ya no se puede cambiar.');
    expect(within(drawer).getByText('Aviso de cierre por abandono')).toBeTruthy();
    expect(within(drawer).getByText(/se avisó a la policía de que se cerrará sola/)).toBeTruthy();
    expect(within(drawer).getByText('Cerrada por abandono')).toBeTruthy();
    expect(within(drawer).getByText(/tras el aviso: se cerró sola/)).toBeTruthy();
  });
});

describe('a link to a case', { timeout: 30_000 }, () => {
  it('opens the case named by ?caso=, also when it is not on the page, and keeps the list', async () => {
    const elsewhere = detail({ id: 'incident-9', code: 'CUS-2026-000009' });
    const page = renderRegistryPage(<IncidentsPage />, {
      path: `${PATH}?status=RECIBIDO&caso=incident-9`,
      role: 'POLICIA',
      mocks: [
        listed({ ...DEFAULT_INPUT, status: ['RECIBIDO'] }, [row]),
        JURISDICTIONS,
        OFFICERS,
        opened(elsewhere),
      ],
    });
    const drawer = await screen.findByRole('dialog');
    await within(drawer).findByText('Ayşe Yılmaz');
    expect(within(drawer).getByText('Denuncia CUS-2026-000009')).toBeTruthy();
    // antd's drawer without a locale names its close button in English.
    fireEvent.click(within(drawer).getByRole('button', { name: /close|cerrar/i }));
    await waitFor(() => expect(page.location()).toBe(`${PATH}?status=RECIBIDO`));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('puts the case opened from the list in the URL, so it can be linked and survives a reload', async () => {
    const page = renderRegistryPage(<IncidentsPage />, {
      path: PATH,
      role: 'POLICIA',
      mocks: [listed(DEFAULT_INPUT, [row]), JURISDICTIONS, OFFICERS, opened()],
    });
    fireEvent.click(
      await screen.findByRole('button', { name: 'Abrir la denuncia CUS-2026-000123' }),
    );
    const drawer = await screen.findByRole('dialog');
    await within(drawer).findByText('Denuncia CUS-2026-000123');
    expect(page.location()).toBe(`${PATH}?caso=incident-1`);
  });

  it('says so when the case does not exist', async () => {
    renderRegistryPage(<IncidentsPage />, {
      path: `${PATH}?caso=gone`,
      role: 'POLICIA',
      mocks: [
        listed(DEFAULT_INPUT, [row]),
        JURISDICTIONS,
        {
          request: { query: IncidentDetailDocument, variables: { id: 'gone' } },
          result: {
            errors: [new GraphQLError('Case not found', { extensions: { code: 'NOT_FOUND' } })],
          },
        },
      ],
    });
    const drawer = await screen.findByRole('dialog');
    expect(await within(drawer).findByText('Esta denuncia no existe.')).toBeTruthy();
    expect(within(drawer).queryByRole('alert')).toBeNull();
  });
});
