import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { afterEach, describe, expect, it } from 'vitest';
import { LodgingsPage } from '../../../client/src/areas/lodgings/LodgingsPage';
import {
  type LodgingRowFragment,
  LodgingsListDocument,
  type LodgingsListQueryVariables,
  UpdateLodgingDocument,
} from '../../../generated/client';
import { COORDINATE_ERRORS } from '../../../shared/cusco';
import { chooseOption, chosenIn, openSelect, optionsOf } from '../../support/antd-select';
import { listMocks } from '../../support/list-mocks';
import { stubMatchMedia } from '../../support/match-media';
import { renderRegistryPage } from '../../support/registry-page';
import { initShellI18n } from '../../support/staff-i18n';

await initShellI18n();
// A wide screen, where every default column shows (rooms and beds give way below 1600 px).
stubMatchMedia({ width: 1680 });

afterEach(() => {
  cleanup();
  localStorage.clear();
});

const PATH = '/admin/hospedajes';

const tambo: LodgingRowFragment & { __typename: 'Lodging' } = {
  __typename: 'Lodging',
  id: 'lodging-1',
  tradeName: 'Hotel Tambo Real',
  businessName: 'Tambo Real S.A.C.',
  ruc: '20456123784',
  certificateNumber: 'CUS-EH-2024-0001',
  lodgingClass: 'HOTEL',
  category: 'TRES_ESTRELLAS',
  address: 'Av. El Sol 520',
  district: 'Cusco',
  province: 'Cusco',
  phone: null,
  email: 'reservas@tamboreal.pe',
  rooms: 24,
  beds: 40,
  status: 'ACTIVO',
  latitude: -13.5183,
  longitude: -71.9781,
  directoryCutoff: null,
  notInDirectoryAsOf: null,
  updatedAt: '2026-01-01T00:00:00.000Z',
};

const casa: LodgingRowFragment & { __typename: 'Lodging' } = {
  ...tambo,
  id: 'lodging-2',
  tradeName: 'Casa Ñusta',
  ruc: '10400000013',
  lodgingClass: 'HOSTAL',
  category: 'SIN_CATEGORIA',
  status: 'CERRADO',
  rooms: 6,
  beds: 9,
  latitude: null,
  longitude: null,
};

/** A hostal imported from the national directory, which gives no rooms or beds, since dropped. */
const killa: LodgingRowFragment & { __typename: 'Lodging' } = {
  ...tambo,
  id: 'lodging-3',
  tradeName: 'Hostal Killa',
  certificateNumber: 'CUS-EH-2025-0901',
  lodgingClass: 'HOSTAL',
  rooms: null,
  beds: null,
  directoryCutoff: '2026-09-15',
  notInDirectoryAsOf: '2026-10-15',
};

const DEFAULT_INPUT: LodgingsListQueryVariables['input'] = {
  page: 1,
  size: 10,
  sortBy: 'TRADE_NAME',
  order: 'ASC',
};

const listed = listMocks<LodgingsListQueryVariables['input'], LodgingRowFragment>({
  query: LodgingsListDocument,
  field: 'lodgings',
  typename: 'LodgingPage',
});

const rowOf = (name: string) => screen.getByText(name).closest('tr') as HTMLElement;

async function editTambo() {
  await screen.findByText('Hotel Tambo Real');
  fireEvent.click(
    within(rowOf('Hotel Tambo Real')).getByRole('button', { name: 'Editar Hotel Tambo Real' }),
  );
  return screen.findByRole('dialog');
}

function type(form: HTMLElement, label: string, value: string) {
  fireEvent.change(within(form).getByLabelText(label), { target: { value } });
}

describe('the lodging list', { timeout: 20_000 }, () => {
  it('shows class, stars, rooms, beds and status, and every action to an ADMINISTRADOR', async () => {
    renderRegistryPage(<LodgingsPage />, {
      path: PATH,
      mocks: [listed(DEFAULT_INPUT, [tambo, casa])],
    });
    await screen.findByText('Hotel Tambo Real');
    expect(screen.getByRole('heading', { name: 'Hospedajes' })).toBeTruthy();
    const hotel = rowOf('Hotel Tambo Real');
    expect(within(hotel).getByText('Hotel')).toBeTruthy();
    expect(within(hotel).getByRole('img', { name: '3 estrellas' }).textContent).toBe('★★★');
    expect(within(hotel).getByText('24')).toBeTruthy();
    expect(within(hotel).getByText('40')).toBeTruthy();
    expect(within(hotel).getByText('Activo')).toBeTruthy();
    const hostal = rowOf('Casa Ñusta');
    expect(within(hostal).getByText('Sin categoría')).toBeTruthy();
    expect(within(hostal).getByText('Cerrado')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Nuevo' })).toBeTruthy();
    expect(
      within(hotel).getByRole('button', { name: 'Ver historial de Hotel Tambo Real' }),
    ).toBeTruthy();
    expect(
      screen.getByPlaceholderText('Nombre comercial, razón social, RUC o certificado'),
    ).toBeTruthy();
    expect(screen.queryByRole('columnheader', { name: 'Ubicación' })).toBeNull();
  });

  it('links a located lodging to the map once the location column is chosen', async () => {
    renderRegistryPage(<LodgingsPage />, {
      path: PATH,
      mocks: [listed(DEFAULT_INPUT, [tambo, casa])],
    });
    await screen.findByText('Hotel Tambo Real');
    fireEvent.click(screen.getByRole('button', { name: /Columnas/ }));
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Ubicación' }));
    await screen.findByRole('columnheader', { name: 'Ubicación' });
    const link = within(rowOf('Hotel Tambo Real')).getByRole('link', {
      name: 'Ver en el mapa: Hotel Tambo Real',
    });
    expect(link.textContent).toBe('Ver en el mapa');
    expect(link.getAttribute('href')).toMatch(
      /^https:\/\/www\.openstreetmap\.org\/\?mlat=-13\.5183&mlon=-71\.9781/,
    );
    expect(within(rowOf('Casa Ñusta')).queryByRole('link')).toBeNull();
  });

  it('shows a POLICIA no Nuevo, Editar or Eliminar', async () => {
    renderRegistryPage(<LodgingsPage />, {
      path: PATH,
      role: 'POLICIA',
      mocks: [listed(DEFAULT_INPUT, [tambo])],
    });
    await screen.findByText('Hotel Tambo Real');
    expect(screen.queryByRole('button', { name: 'Nuevo' })).toBeNull();
    expect(within(rowOf('Hotel Tambo Real')).queryAllByRole('button')).toEqual([]);
    expect(screen.getByRole('button', { name: /Exportar CSV/ })).toBeTruthy();
  });

  it('shows a DIRCETUR the write actions and the history', async () => {
    renderRegistryPage(<LodgingsPage />, {
      path: PATH,
      role: 'DIRCETUR',
      mocks: [listed(DEFAULT_INPUT, [tambo])],
    });
    await screen.findByText('Hotel Tambo Real');
    const hotel = rowOf('Hotel Tambo Real');
    expect(within(hotel).getByRole('button', { name: 'Editar Hotel Tambo Real' })).toBeTruthy();
    expect(
      within(hotel).getByRole('button', { name: 'Ver historial de Hotel Tambo Real' }),
    ).toBeTruthy();
  });

  it('asks the server for the view in the URL', async () => {
    const input = {
      page: 1,
      size: 100,
      search: 'tambo',
      sortBy: 'CATEGORY',
      order: 'DESC',
      status: ['ACTIVO', 'SUSPENDIDO'],
      province: ['Cusco'],
      lodgingClass: ['HOTEL'],
      category: ['TRES_ESTRELLAS'],
    } satisfies LodgingsListQueryVariables['input'];
    renderRegistryPage(<LodgingsPage />, {
      path: `${PATH}?size=100&q=tambo&sort=CATEGORY&order=desc&status=ACTIVO&status=SUSPENDIDO&province=Cusco&lodgingClass=HOTEL&category=TRES_ESTRELLAS&category=SEIS`,
      mocks: [listed(input, [tambo])],
    });
    await screen.findByText('Hotel Tambo Real');
    expect(screen.getByLabelText('Buscar en el registro')).toHaveProperty('value', 'tambo');
    const sorted = screen.getByRole('columnheader', { name: /Categoría/ });
    expect(sorted.getAttribute('aria-sort')).toBe('descending');
  });
});

describe('the lodging form', { timeout: 30_000 }, () => {
  it("offers the chosen province's districts and clears the district when the province changes", async () => {
    renderRegistryPage(<LodgingsPage />, { path: PATH, mocks: [listed(DEFAULT_INPUT, [tambo])] });
    const form = await editTambo();
    const district = within(form).getByLabelText('Distrito');
    expect(chosenIn(district)).toEqual(['Cusco']);
    await chooseOption(within(form).getByLabelText('Provincia'), 'La Convención');
    await waitFor(() => expect(chosenIn(district)).toEqual([]));
    openSelect(district);
    await waitFor(() => {
      expect(optionsOf(district)).toContain('Santa Teresa');
      expect(optionsOf(district)).not.toContain('Wanchaq');
    });
  });

  it('wants a bed per room, coordinates in the region and both or neither', async () => {
    renderRegistryPage(<LodgingsPage />, { path: PATH, mocks: [listed(DEFAULT_INPUT, [tambo])] });
    const form = await editTambo();
    type(form, 'Camas', '20');
    // Without its minus sign: as it is typed, not only on saving.
    type(form, 'Latitud', '13,52');
    await within(form).findByText(
      'Esa latitud queda fuera de la región Cusco, que va de -15,5 a -11. ¿Le falta el signo menos?',
    );
    type(form, 'Longitud', '');
    fireEvent.click(within(form).getByRole('button', { name: 'Guardar' }));
    await within(form).findByText('Debe haber al menos una cama por habitación.');
    await within(form).findByText('Indica la latitud y la longitud, o ninguna de las dos.');
  });

  it("sends only what changed and shows the server's field messages on their fields", async () => {
    renderRegistryPage(<LodgingsPage />, {
      path: PATH,
      mocks: [
        listed(DEFAULT_INPUT, [tambo]),
        {
          request: {
            query: UpdateLodgingDocument,
            variables: { id: 'lodging-1', input: { rooms: 30, beds: 50 } },
          },
          result: {
            errors: [
              new GraphQLError('Invalid input', {
                extensions: {
                  code: 'BAD_REQUEST',
                  fields: {
                    beds: 'At least one bed per room',
                    longitude: COORDINATE_ERRORS.longitude,
                  },
                },
              }),
            ],
          },
        },
      ],
    });
    const form = await editTambo();
    type(form, 'Habitaciones', '30');
    type(form, 'Camas', '50');
    fireEvent.click(within(form).getByRole('button', { name: 'Guardar' }));
    await within(form).findByText('Debe haber al menos una cama por habitación.');
    await within(form).findByText(
      'Esa longitud queda fuera de la región Cusco, que va de -74,1 a -70,2. ¿Le falta el signo menos?',
    );
  });

  it('reads coordinates written with a decimal comma', async () => {
    renderRegistryPage(<LodgingsPage />, {
      path: PATH,
      mocks: [
        listed(DEFAULT_INPUT, [tambo]),
        {
          request: {
            query: UpdateLodgingDocument,
            variables: { id: 'lodging-1', input: { latitude: -13.52 } },
          },
          // Answered only when the variables match: the message proves what was sent.
          result: {
            errors: [
              new GraphQLError('Invalid input', {
                extensions: {
                  code: 'BAD_REQUEST',
                  fields: { latitude: COORDINATE_ERRORS.latitude },
                },
              }),
            ],
          },
        },
      ],
    });
    const form = await editTambo();
    type(form, 'Latitud', '-13,52');
    fireEvent.click(within(form).getByRole('button', { name: 'Guardar' }));
    await within(form).findByText(/^Esa latitud queda fuera de la región Cusco/);
  });

  it('names a certificate clash on its field', async () => {
    const taken = 'CUS-EH-2024-0002';
    renderRegistryPage(<LodgingsPage />, {
      path: PATH,
      mocks: [
        listed(DEFAULT_INPUT, [tambo]),
        {
          request: {
            query: UpdateLodgingDocument,
            variables: { id: 'lodging-1', input: { certificateNumber: taken } },
          },
          result: {
            errors: [
              new GraphQLError('A lodging with this certificate already exists', {
                extensions: { code: 'CONFLICT', fields: { certificateNumber: 'Already in use' } },
              }),
            ],
          },
        },
      ],
    });
    const form = await editTambo();
    type(form, 'N.º de certificado', 'CUS_EH');
    fireEvent.click(within(form).getByRole('button', { name: 'Guardar' }));
    await within(form).findByText('Usa solo letras, dígitos, puntos, barras o guiones.');
    type(form, 'N.º de certificado', taken);
    fireEvent.click(within(form).getByRole('button', { name: 'Guardar' }));
    await within(form).findByText(`Ya existe un hospedaje con el certificado ${taken}`);
  });

  it('lets an imported lodging stay without rooms and beds, or have both', async () => {
    renderRegistryPage(<LodgingsPage />, {
      path: PATH,
      mocks: [
        listed(DEFAULT_INPUT, [killa]),
        {
          request: {
            query: UpdateLodgingDocument,
            variables: { id: 'lodging-3', input: { rooms: 8, beds: 16 } },
          },
          result: { data: { updateLodging: { ...killa, rooms: 8, beds: 16 } } },
        },
        listed(DEFAULT_INPUT, [{ ...killa, rooms: 8, beds: 16 }]),
      ],
    });
    await screen.findByText('Hostal Killa');
    const row = rowOf('Hostal Killa');
    expect(within(row).getAllByText('Sin datos')).toHaveLength(2);
    expect(within(row).getByText('No figura en el directorio')).toBeTruthy();
    fireEvent.click(within(row).getByRole('button', { name: 'Editar Hostal Killa' }));
    const form = await screen.findByRole('dialog');
    type(form, 'Habitaciones', '8');
    fireEvent.click(within(form).getByRole('button', { name: 'Guardar' }));
    await within(form).findByText('Indica las habitaciones y las camas, o ninguna de las dos.');
    type(form, 'Camas', '16');
    fireEvent.click(within(form).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
