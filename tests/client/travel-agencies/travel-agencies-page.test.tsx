import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { afterEach, describe, expect, it } from 'vitest';
import { TravelAgenciesPage } from '../../../client/src/areas/travel-agencies/TravelAgenciesPage';
import {
  TravelAgenciesListDocument,
  type TravelAgenciesListQueryVariables,
  type TravelAgencyRowFragment,
  UpdateTravelAgencyDocument,
} from '../../../generated/client';
import { chooseOption, chosenIn, openSelect, optionsOf } from '../../support/antd-select';
import { listMocks } from '../../support/list-mocks';
import { stubMatchMedia } from '../../support/match-media';
import { renderRegistryPage } from '../../support/registry-page';
import { initShellI18n } from '../../support/staff-i18n';

await initShellI18n();
stubMatchMedia({ width: 1280 });

afterEach(() => {
  cleanup();
  localStorage.clear();
});

const PATH = '/admin/agencias-viaje';

const inka: TravelAgencyRowFragment & { __typename: 'TravelAgency' } = {
  __typename: 'TravelAgency',
  id: 'agency-1',
  tradeName: 'Inka Trek Cusco',
  businessName: 'Inka Trek Cusco S.A.C.',
  ruc: '20456123784',
  classification: 'MAYORISTA',
  address: 'Calle Plateros 334',
  district: 'Cusco',
  province: 'Cusco',
  phone: '084 241 234',
  email: null,
  website: 'https://www.inkatrek.pe',
  certificateNumber: 'DIRCETUR-2024-0123',
  registeredOn: '2024-02-01',
  expiresOn: '2027-02-01',
  status: 'VIGENTE',
  directoryCutoff: null,
  notInDirectoryAsOf: null,
  assignedStatus: 'VIGENTE',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

const DEFAULT_INPUT: TravelAgenciesListQueryVariables['input'] = {
  page: 1,
  size: 10,
  sortBy: 'TRADE_NAME',
  order: 'ASC',
};

const listed = listMocks<TravelAgenciesListQueryVariables['input'], TravelAgencyRowFragment>({
  query: TravelAgenciesListDocument,
  field: 'travelAgencies',
  typename: 'TravelAgencyPage',
});

const row = () => screen.getByText('Inka Trek Cusco').closest('tr') as HTMLElement;

async function openForm(button: string) {
  fireEvent.click(
    button === 'Nuevo'
      ? screen.getByRole('button', { name: 'Nuevo' })
      : within(row()).getByRole('button', { name: button }),
  );
  return screen.findByRole('dialog');
}

describe('the travel agency list', { timeout: 20_000 }, () => {
  it('shows the agencies with classification, certificate, expiry and status to an ADMINISTRADOR', async () => {
    renderRegistryPage(<TravelAgenciesPage />, {
      path: PATH,
      mocks: [listed(DEFAULT_INPUT, [inka])],
    });
    await screen.findByText('Inka Trek Cusco');
    expect(screen.getByRole('heading', { name: 'Agencias de Viaje' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Resultados: 1');
    // The short name of the classification, the official one on hover.
    expect(within(row()).getByText('Mayorista').title).toBe(
      'Agencia de viajes y turismo mayorista',
    );
    expect(within(row()).getByText('20456123784')).toBeTruthy();
    expect(within(row()).getByText('DIRCETUR-2024-0123')).toBeTruthy();
    expect(within(row()).getByText('01/02/2027')).toBeTruthy();
    expect(within(row()).getByText('Vigente')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Nuevo' })).toBeTruthy();
    for (const action of ['Ver historial de', 'Editar', 'Eliminar']) {
      expect(within(row()).getByRole('button', { name: `${action} Inka Trek Cusco` })).toBeTruthy();
    }
    expect(
      screen.getByPlaceholderText('Nombre comercial, razón social, RUC o certificado'),
    ).toBeTruthy();
    // Contact columns wait under "Columnas".
    for (const hidden of ['Teléfono', 'Correo electrónico', 'Sitio web']) {
      expect(screen.queryByRole('columnheader', { name: hidden })).toBeNull();
    }
  });

  it('links a website only when its address is safe for an href', async () => {
    localStorage.setItem('registry.columns.travelAgencies', JSON.stringify({ website: true }));
    const scripted = {
      ...inka,
      id: 'agency-2',
      tradeName: 'Qosqo Tours',
      website: 'javascript:alert(1)',
    };
    renderRegistryPage(<TravelAgenciesPage />, {
      path: PATH,
      mocks: [listed(DEFAULT_INPUT, [inka, scripted])],
    });
    await screen.findByText('Inka Trek Cusco');
    expect(within(row()).getByRole('link', { name: 'www.inkatrek.pe' }).getAttribute('href')).toBe(
      'https://www.inkatrek.pe',
    );
    const other = screen.getByText('Qosqo Tours').closest('tr') as HTMLElement;
    expect(within(other).getByText('javascript:alert(1)')).toBeTruthy();
    expect(within(other).queryByRole('link')).toBeNull();
  });

  it('shows a POLICIA no Nuevo, Editar or Eliminar', async () => {
    renderRegistryPage(<TravelAgenciesPage />, {
      path: PATH,
      role: 'POLICIA',
      mocks: [listed(DEFAULT_INPUT, [inka])],
    });
    await screen.findByText('Inka Trek Cusco');
    expect(screen.queryByRole('button', { name: 'Nuevo' })).toBeNull();
    expect(within(row()).queryAllByRole('button')).toEqual([]);
    expect(screen.getByRole('button', { name: /Exportar CSV/ })).toBeTruthy();
  });

  it('shows a DIRCETUR the write actions and the history', async () => {
    renderRegistryPage(<TravelAgenciesPage />, {
      path: PATH,
      role: 'DIRCETUR',
      mocks: [listed(DEFAULT_INPUT, [inka])],
    });
    await screen.findByText('Inka Trek Cusco');
    expect(screen.getByRole('button', { name: 'Nuevo' })).toBeTruthy();
    expect(within(row()).getByRole('button', { name: 'Eliminar Inka Trek Cusco' })).toBeTruthy();
    expect(
      within(row()).getByRole('button', { name: 'Ver historial de Inka Trek Cusco' }),
    ).toBeTruthy();
  });

  it('asks the server for the view in the URL, leaving out values it does not know', async () => {
    const input = {
      page: 2,
      size: 25,
      search: 'inka',
      sortBy: 'EXPIRES_ON',
      order: 'DESC',
      status: ['VENCIDO'],
      province: ['Urubamba'],
      classification: ['OPERADOR_TURISMO'],
    } satisfies TravelAgenciesListQueryVariables['input'];
    renderRegistryPage(<TravelAgenciesPage />, {
      path: `${PATH}?page=2&size=25&q=inka&sort=EXPIRES_ON&order=desc&status=VENCIDO&province=Urubamba&province=Lima&classification=OPERADOR_TURISMO`,
      mocks: [listed(input, [inka])],
    });
    await screen.findByText('Inka Trek Cusco');
    expect(screen.getByLabelText('Buscar en el registro')).toHaveProperty('value', 'inka');
    const sorted = screen.getByRole('columnheader', { name: /Vencimiento/ });
    expect(sorted.getAttribute('aria-sort')).toBe('descending');
  });

  it('sorts by a clicked column through the URL', async () => {
    const { location } = renderRegistryPage(<TravelAgenciesPage />, {
      path: PATH,
      mocks: [
        listed(DEFAULT_INPUT, [inka]),
        listed({ ...DEFAULT_INPUT, sortBy: 'CLASSIFICATION' }, [inka]),
      ],
    });
    await screen.findByText('Inka Trek Cusco');
    fireEvent.click(screen.getByRole('columnheader', { name: /Clasificación/ }));
    await waitFor(() => expect(location()).toBe(`${PATH}?sort=CLASSIFICATION`));
  });
  it('goes to the last page when the one in the URL is past the end', async () => {
    const pageOf = (page: number, items: TravelAgencyRowFragment[]) => {
      const response = listed({ ...DEFAULT_INPUT, page }, items);
      const data = (response.result as { data: { travelAgencies: { pageInfo: object } } }).data;
      data.travelAgencies.pageInfo = {
        __typename: 'PageInfo',
        page,
        size: 10,
        total: 11,
        lastPage: 2,
      };
      return response;
    };
    const { location } = renderRegistryPage(<TravelAgenciesPage />, {
      path: `${PATH}?page=5`,
      mocks: [pageOf(5, []), pageOf(2, [inka])],
    });
    await screen.findByText('Inka Trek Cusco');
    expect(location()).toBe(`${PATH}?page=2`);
  });
});

describe('the travel agency form', { timeout: 30_000 }, () => {
  it("offers the chosen province's districts and clears the district when the province changes", async () => {
    renderRegistryPage(<TravelAgenciesPage />, {
      path: PATH,
      mocks: [listed(DEFAULT_INPUT, [inka])],
    });
    await screen.findByText('Inka Trek Cusco');
    const form = await openForm('Editar Inka Trek Cusco');
    const district = within(form).getByLabelText('Distrito');
    expect(chosenIn(district)).toEqual(['Cusco']);
    openSelect(district);
    await waitFor(() => expect(optionsOf(district)).toContain('San Jerónimo'));

    await chooseOption(within(form).getByLabelText('Provincia'), 'Urubamba');
    await waitFor(() => expect(chosenIn(district)).toEqual([]));
    openSelect(district);
    await waitFor(() => {
      expect(optionsOf(district)).toContain('Ollantaytambo');
      expect(optionsOf(district)).not.toContain('San Jerónimo');
    });
  });

  it('refuses a RUC with a wrong check digit and an expiry before the registration', async () => {
    renderRegistryPage(<TravelAgenciesPage />, {
      path: PATH,
      mocks: [listed(DEFAULT_INPUT, [inka])],
    });
    await screen.findByText('Inka Trek Cusco');
    const form = await openForm('Editar Inka Trek Cusco');
    fireEvent.change(within(form).getByLabelText('RUC'), { target: { value: '20456123785' } });
    const expiry = within(form).getByLabelText('Vencimiento');
    fireEvent.mouseDown(expiry);
    fireEvent.change(expiry, { target: { value: '01/01/2020' } });
    fireEvent.keyDown(expiry, { key: 'Enter' });
    fireEvent.click(within(form).getByRole('button', { name: 'Guardar' }));
    await within(form).findByText(/^RUC no válido/);
    await within(form).findByText('El vencimiento no puede ser anterior a la fecha de registro.');
  });

  it('sends only the changed RUC and shows a clash on its field', async () => {
    const taken = '20601234565';
    renderRegistryPage(<TravelAgenciesPage />, {
      path: PATH,
      mocks: [
        listed(DEFAULT_INPUT, [inka]),
        {
          request: {
            query: UpdateTravelAgencyDocument,
            variables: { id: 'agency-1', input: { ruc: taken } },
          },
          result: {
            errors: [
              new GraphQLError('A travel agency with this RUC already exists', {
                extensions: { code: 'CONFLICT', fields: { ruc: 'Already in use' } },
              }),
            ],
          },
        },
      ],
    });
    await screen.findByText('Inka Trek Cusco');
    const form = await openForm('Editar Inka Trek Cusco');
    fireEvent.change(within(form).getByLabelText('RUC'), { target: { value: taken } });
    fireEvent.click(within(form).getByRole('button', { name: 'Guardar' }));
    await within(form).findByText(`Ya existe una agencia con el RUC ${taken}`);
  });
});
