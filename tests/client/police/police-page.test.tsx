import type { MockLink } from '@apollo/client/testing';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PolicePage } from '../../../client/src/areas/police/PolicePage';
import {
  DeletePoliceOfficerDocument,
  PoliceJurisdictionOptionsDocument,
  PoliceListDocument,
  type PoliceListQueryVariables,
  type PoliceOfficerRowFragment,
  UpdatePoliceOfficerDocument,
} from '../../../generated/client';
import { listMocks } from '../../support/list-mocks';
import { stubMatchMedia } from '../../support/match-media';
import { renderRegistryPage } from '../../support/registry-page';
import { renderApp } from '../../support/staff-app';
import { initShellI18n } from '../../support/staff-i18n';
import { grant, testSession } from '../../support/staff-session';

await initShellI18n();
stubMatchMedia({ width: 1280 });

afterEach(() => {
  cleanup();
  localStorage.clear();
});

const PATH = '/admin/policias/lista';

const CENTRO = { __typename: 'Jurisdiction', id: 'jurisdiction-centro', name: 'Cusco Centro' };

const huaman: PoliceOfficerRowFragment & { __typename: 'PoliceOfficer' } = {
  __typename: 'PoliceOfficer',
  id: 'officer-1',
  rank: 'SUBOFICIAL_TECNICO_SEGUNDA',
  firstNames: 'Lucía',
  lastNames: 'Huamán Ccori',
  cip: '31234567',
  dni: '40000001',
  phone: '984 123 456',
  email: null,
  unit: 'DEPTUR Cusco',
  jurisdictionId: 'jurisdiction-centro',
  jurisdiction: CENTRO,
  languages: ['es', 'qu'],
  status: 'FRANCO',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

const DEFAULT_INPUT: PoliceListQueryVariables['input'] = {
  page: 1,
  size: 10,
  sortBy: 'NAME',
  order: 'ASC',
};

const listed = listMocks<PoliceListQueryVariables['input'], PoliceOfficerRowFragment>({
  query: PoliceListDocument,
  field: 'policeOfficers',
  typename: 'PoliceOfficerPage',
  maxUsageCount: 2,
});

const JURISDICTIONS: MockLink.MockedResponse = {
  request: { query: PoliceJurisdictionOptionsDocument },
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
  maxUsageCount: 2,
};

const row = () => screen.getByText('Huamán Ccori, Lucía').closest('tr') as HTMLElement;

// A page with antd's table renders slowly on a busy machine.
describe('the officer list', { timeout: 20_000 }, () => {
  it('shows the officers with rank, jurisdiction, languages and status, and every action, the history too, to a POLICIA', async () => {
    renderRegistryPage(<PolicePage />, {
      path: PATH,
      role: 'POLICIA',
      mocks: [listed(DEFAULT_INPUT, [huaman]), JURISDICTIONS],
    });
    await screen.findByText('Huamán Ccori, Lucía');
    expect(screen.getByRole('status').textContent).toBe('Resultados: 1');
    for (const text of [
      'Suboficial Técnico de Segunda',
      '31234567',
      '40000001',
      'Cusco Centro',
      'Quechua',
    ]) {
      expect(within(row()).getByText(text)).toBeTruthy();
    }
    // The unit is a wide-screen column: hidden on this (narrower) screen until chosen.
    expect(within(row()).queryByText('DEPTUR Cusco')).toBeNull();
    // FRANCO is blue.
    expect(within(row()).getByText('Franco').closest('.ant-tag')?.className).toMatch(/blue/);
    expect(screen.getByRole('button', { name: 'Nuevo' })).toBeTruthy();
    for (const action of ['Ver historial de', 'Editar', 'Eliminar']) {
      expect(
        within(row()).getByRole('button', { name: `${action} Huamán Ccori, Lucía` }),
      ).toBeTruthy();
    }
    // Hidden until chosen under "Columnas".
    expect(screen.queryByRole('columnheader', { name: 'Teléfono' })).toBeNull();
  });

  it('shows an ADMINISTRADOR the history too', async () => {
    renderRegistryPage(<PolicePage />, {
      path: PATH,
      mocks: [listed(DEFAULT_INPUT, [huaman]), JURISDICTIONS],
    });
    await screen.findByText('Huamán Ccori, Lucía');
    expect(
      within(row()).getByRole('button', { name: 'Ver historial de Huamán Ccori, Lucía' }),
    ).toBeTruthy();
  });

  it('names an officer who serves in no jurisdiction so', async () => {
    renderRegistryPage(<PolicePage />, {
      path: PATH,
      mocks: [
        listed(DEFAULT_INPUT, [{ ...huaman, jurisdictionId: null, jurisdiction: null }]),
        JURISDICTIONS,
      ],
    });
    await screen.findByText('Huamán Ccori, Lucía');
    expect(within(row()).getByText('Sin jurisdicción')).toBeTruthy();
  });

  it('asks the server for the view in the URL', async () => {
    const input = {
      page: 2,
      size: 25,
      search: 'huaman',
      sortBy: 'CIP',
      order: 'DESC',
      status: ['FRANCO'],
      rank: ['MAYOR'],
      jurisdictionId: ['jurisdiction-pisac'],
      language: ['qu'],
    } satisfies PoliceListQueryVariables['input'];
    // GENERAL is no rank of the list: left out.
    renderRegistryPage(<PolicePage />, {
      path: `${PATH}?page=2&size=25&q=huaman&sort=CIP&order=desc&status=FRANCO&rank=MAYOR&jurisdictionId=jurisdiction-pisac&language=qu&rank=GENERAL`,
      mocks: [listed(input, [huaman]), JURISDICTIONS],
    });
    await screen.findByText('Huamán Ccori, Lucía');
    expect(screen.getByLabelText('Buscar en el registro')).toHaveProperty('value', 'huaman');
    const sorted = screen.getByRole('columnheader', { name: /CIP/ });
    expect(sorted.getAttribute('aria-sort')).toBe('descending');
  });

  it('sorts by rank through the URL', async () => {
    const { location } = renderRegistryPage(<PolicePage />, {
      path: PATH,
      mocks: [
        listed(DEFAULT_INPUT, [huaman]),
        listed({ ...DEFAULT_INPUT, sortBy: 'RANK', order: 'ASC' }, [huaman]),
        JURISDICTIONS,
      ],
    });
    await screen.findByText('Huamán Ccori, Lucía');
    fireEvent.click(screen.getByRole('columnheader', { name: /Grado/ }));
    await waitFor(() => expect(location()).toBe(`${PATH}?sort=RANK`));
  });

  it('says why an officer who leads a jurisdiction is not deleted', async () => {
    renderRegistryPage(<PolicePage />, {
      path: PATH,
      role: 'POLICIA',
      mocks: [
        listed(DEFAULT_INPUT, [huaman]),
        JURISDICTIONS,
        {
          request: { query: DeletePoliceOfficerDocument, variables: { id: 'officer-1' } },
          result: {
            errors: [
              new GraphQLError(
                'This officer is responsible for the jurisdiction Cusco Centro; name another responsible officer first',
                { extensions: { code: 'CONFLICT' } },
              ),
            ],
          },
        },
      ],
    });
    await screen.findByText('Huamán Ccori, Lucía');
    fireEvent.click(within(row()).getByRole('button', { name: 'Eliminar Huamán Ccori, Lucía' }));
    const confirm = await screen.findByRole('dialog');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Eliminar' }));
    await screen.findByText(
      'No se puede eliminar: es responsable de la jurisdicción Cusco Centro. Nombra antes a otro responsable.',
    );
  });
});

describe('the officer form', { timeout: 20_000 }, () => {
  const openEdit = async (mocks: MockLink.MockedResponse[]) => {
    renderRegistryPage(<PolicePage />, {
      path: PATH,
      role: 'POLICIA',
      mocks: [listed(DEFAULT_INPUT, [huaman]), JURISDICTIONS, ...mocks],
    });
    await screen.findByText('Huamán Ccori, Lucía');
    fireEvent.click(within(row()).getByRole('button', { name: 'Editar Huamán Ccori, Lucía' }));
    const form = await screen.findByRole('dialog');
    await waitFor(() =>
      expect(within(form).getByLabelText('CIP')).toHaveProperty('value', '31234567'),
    );
    return form;
  };
  const type = (form: HTMLElement, label: string, value: string) =>
    fireEvent.change(within(form).getByLabelText(label), { target: { value } });

  it('checks the CIP and the DNI before sending anything', async () => {
    const form = await openEdit([]);
    type(form, 'CIP', '12-34');
    type(form, 'DNI', '1234');
    fireEvent.click(within(form).getByRole('button', { name: 'Guardar' }));
    await within(form).findByText('El CIP tiene de 6 a 9 dígitos.');
    await within(form).findByText('El DNI tiene exactamente 8 dígitos.');
  });

  it('sends only what changed, and shows a CIP clash on its field', async () => {
    const update = vi.fn(() => ({
      errors: [
        new GraphQLError('An officer with this CIP already exists', {
          extensions: { code: 'CONFLICT', fields: { cip: 'Already in use' } },
        }),
      ],
    }));
    const form = await openEdit([
      {
        request: {
          query: UpdatePoliceOfficerDocument,
          variables: { id: 'officer-1', input: { cip: '7654321', unit: 'DIVPOTUR Cusco' } },
        },
        result: update,
      },
    ]);
    type(form, 'CIP', ' 7654321 ');
    type(form, 'Unidad', 'DIVPOTUR Cusco');
    fireEvent.click(within(form).getByRole('button', { name: 'Guardar' }));
    await within(form).findByText('Ya existe un policía con el CIP 7654321');
    expect(update).toHaveBeenCalledTimes(1);
  });
});

describe('the Policías section', () => {
  it('is a 403 page for a DIRCETUR', { timeout: 20_000 }, async () => {
    renderApp(testSession({ refresh: async () => grant('token', 'DIRCETUR') }), PATH);
    await screen.findByRole('heading', { name: 'No tienes acceso a esta sección' });
    expect(screen.queryByRole('heading', { name: 'Policías' })).toBeNull();
  });
});
