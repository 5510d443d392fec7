import type { MockLink } from '@apollo/client/testing';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { JurisdictionsPage } from '../../../client/src/areas/jurisdictions/JurisdictionsPage';
import {
  DeleteJurisdictionDocument,
  JurisdictionOfficerOptionsDocument,
  type JurisdictionRowFragment,
  JurisdictionsListDocument,
  type JurisdictionsListQueryVariables,
  UpdateJurisdictionDocument,
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

const PATH = '/admin/policias/jurisdiccion';

const LEADER = {
  __typename: 'PoliceOfficer' as const,
  id: 'officer-1',
  rank: 'MAYOR' as const,
  firstNames: 'Juan Carlos',
  lastNames: 'Quispe Mamani',
  cip: '31234567',
};

const STATION = {
  __typename: 'PoliceStation',
  name: 'Comisaría PNP Wanchaq',
  address: 'Av. Tomasa Tito Condemayta s/n',
  phone: '084 236474',
  latitude: -13.52655,
  longitude: -71.96431,
  hours: null,
  whatsapp: null,
};

const wanchaq: JurisdictionRowFragment & { __typename: 'Jurisdiction' } = {
  __typename: 'Jurisdiction',
  id: 'jurisdiction-wanchaq',
  name: 'Wanchaq',
  province: 'Cusco',
  districts: ['Wanchaq', 'San Sebastián'],
  headquarters: STATION,
  responsibleOfficerId: 'officer-1',
  responsibleOfficer: LEADER,
  touristZones: ['Óvalo Pachacútec'],
  officerCount: 3,
  updatedAt: '2026-01-01T00:00:00.000Z',
};

const DEFAULT_INPUT: JurisdictionsListQueryVariables['input'] = {
  page: 1,
  size: 10,
  sortBy: 'NAME',
  order: 'ASC',
};

const listed = listMocks<JurisdictionsListQueryVariables['input'], JurisdictionRowFragment>({
  query: JurisdictionsListDocument,
  field: 'jurisdictions',
  typename: 'JurisdictionPage',
  maxUsageCount: 2,
});

const OFFICERS: MockLink.MockedResponse = {
  request: { query: JurisdictionOfficerOptionsDocument, variables: { search: null } },
  result: { data: { policeOfficers: { __typename: 'PoliceOfficerPage', items: [LEADER] } } },
  maxUsageCount: 2,
};

const row = () => screen.getByText('Wanchaq', { selector: 'strong' }).closest('tr') as HTMLElement;

describe('the jurisdiction list', { timeout: 20_000 }, () => {
  it('shows each jurisdiction with its station, a call link, the map, the leader and the officers, with every action to a POLICIA', async () => {
    renderRegistryPage(<JurisdictionsPage />, {
      path: PATH,
      role: 'POLICIA',
      mocks: [listed(DEFAULT_INPUT, [wanchaq])],
    });
    await screen.findByText('Comisaría PNP Wanchaq');
    expect(screen.getByRole('status').textContent).toBe('Resultados: 1');
    expect(within(row()).getByText('Wanchaq, San Sebastián')).toBeTruthy();
    expect(within(row()).getByText('Mayor Juan Carlos Quispe Mamani')).toBeTruthy();
    expect(within(row()).getByText('3')).toBeTruthy();
    // The link dials what the label shows, from abroad too.
    const call = within(row()).getByRole('link', { name: '084 236474' });
    expect(call.getAttribute('href')).toBe('tel:+5184236474');
    const map = within(row()).getByRole('link', { name: 'Ver en el mapa: Comisaría PNP Wanchaq' });
    expect(map.getAttribute('href')).toMatch(
      /^https:\/\/www\.openstreetmap\.org\/\?mlat=-13\.52655&mlon=-71\.96431/,
    );
    expect(map.getAttribute('rel')).toContain('noopener');
    expect(screen.getByRole('button', { name: 'Nuevo' })).toBeTruthy();
    for (const action of ['Ver historial de', 'Editar', 'Eliminar']) {
      expect(within(row()).getByRole('button', { name: `${action} Wanchaq` })).toBeTruthy();
    }
    // The zones are hidden until chosen under "Columnas".
    expect(screen.queryByRole('columnheader', { name: 'Zonas turísticas' })).toBeNull();
  });

  it('says when nobody leads a jurisdiction, and shows a number it cannot dial without a link', async () => {
    renderRegistryPage(<JurisdictionsPage />, {
      path: PATH,
      mocks: [
        listed(DEFAULT_INPUT, [
          {
            ...wanchaq,
            responsibleOfficerId: null,
            responsibleOfficer: null,
            headquarters: { ...wanchaq.headquarters, phone: '236474' },
          },
        ]),
      ],
    });
    await screen.findByText('Comisaría PNP Wanchaq');
    expect(within(row()).getByText('Sin responsable')).toBeTruthy();
    expect(within(row()).getByText('236474').closest('a')).toBeNull();
  });

  it('asks the server for the view in the URL', async () => {
    const input = {
      page: 1,
      size: 10,
      search: 'wanchaq',
      sortBy: 'PROVINCE',
      order: 'DESC',
      province: ['Cusco', 'Urubamba'],
    } satisfies JurisdictionsListQueryVariables['input'];
    // Lima is no province of Cusco: left out.
    renderRegistryPage(<JurisdictionsPage />, {
      path: `${PATH}?q=wanchaq&sort=PROVINCE&order=desc&province=Cusco&province=Urubamba&province=Lima`,
      mocks: [listed(input, [wanchaq])],
    });
    await screen.findByText('Comisaría PNP Wanchaq');
    expect(screen.getByLabelText('Buscar en el registro')).toHaveProperty('value', 'wanchaq');
    const sorted = screen.getByRole('columnheader', { name: /Provincia/ });
    expect(sorted.getAttribute('aria-sort')).toBe('descending');
  });

  it.each([
    [
      '3 officers are assigned to this jurisdiction; assign them elsewhere first',
      'No se puede eliminar: 3 policías están asignados a esta jurisdicción. Asígnalos antes a otra.',
    ],
    [
      '2 tourist reports were routed to this jurisdiction, whose follow-up shows its office',
      'No se puede eliminar: 2 denuncias de turistas fueron derivadas a esta jurisdicción y su seguimiento muestra esta comisaría.',
    ],
  ])('says why a jurisdiction cannot be deleted: %s', async (refusal, shown) => {
    renderRegistryPage(<JurisdictionsPage />, {
      path: PATH,
      role: 'POLICIA',
      mocks: [
        listed(DEFAULT_INPUT, [wanchaq]),
        {
          request: { query: DeleteJurisdictionDocument, variables: { id: 'jurisdiction-wanchaq' } },
          result: {
            errors: [new GraphQLError(refusal, { extensions: { code: 'CONFLICT' } })],
          },
        },
      ],
    });
    await screen.findByText('Comisaría PNP Wanchaq');
    fireEvent.click(within(row()).getByRole('button', { name: 'Eliminar Wanchaq' }));
    // A place, not a person: no personal "a" in the question.
    const confirm = await screen.findByRole('dialog');
    expect(
      within(confirm).getAllByText('¿Eliminar la jurisdicción Wanchaq?').length,
    ).toBeGreaterThan(0);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Eliminar' }));
    await screen.findByText(shown);
  });
});

describe('the jurisdiction form', { timeout: 20_000 }, () => {
  const openEdit = async (mocks: MockLink.MockedResponse[]) => {
    renderRegistryPage(<JurisdictionsPage />, {
      path: PATH,
      role: 'POLICIA',
      mocks: [listed(DEFAULT_INPUT, [wanchaq]), OFFICERS, ...mocks],
    });
    await screen.findByText('Comisaría PNP Wanchaq');
    fireEvent.click(within(row()).getByRole('button', { name: 'Editar Wanchaq' }));
    const form = await screen.findByRole('dialog');
    await waitFor(() =>
      expect(within(form).getByLabelText('Nombre de la comisaría')).toHaveProperty(
        'value',
        'Comisaría PNP Wanchaq',
      ),
    );
    return form;
  };
  const type = (form: HTMLElement, label: string, value: string) =>
    fireEvent.change(within(form).getByLabelText(label), { target: { value } });
  /** Picks an option of a searchable antd Select by typing it. */
  const choose = async (form: HTMLElement, label: string, option: string) => {
    const select = within(form).getByLabelText(label);
    fireEvent.mouseDown(select);
    fireEvent.change(select, { target: { value: option } });
    fireEvent.click(await screen.findByTitle(option));
  };

  it('shows the responsible officer by name and checks the coordinates against the region', async () => {
    const form = await openEdit([]);
    await within(form).findByText('Quispe Mamani, Juan Carlos · Mayor · CIP 31234567');
    // A decimal comma is read as such (it once became -1352), and a longitude that lost its
    // minus sign is outside the region.
    type(form, 'Latitud', '-13,52');
    type(form, 'Longitud', '71,9815');
    fireEvent.click(within(form).getByRole('button', { name: 'Guardar' }));
    await within(form).findByText(
      'Esa longitud queda fuera de la región Cusco, que va de -74,1 a -70,2. ¿Le falta el signo menos?',
    );
    expect(within(form).queryByText(/^Esa latitud/)).toBeNull();
  });

  it('offers the districts of the chosen province, none chosen after a change of province', async () => {
    const form = await openEdit([]);
    expect(within(form).getByTitle('San Sebastián')).toBeTruthy();
    await choose(form, 'Provincia', 'Urubamba');
    await waitFor(() => expect(within(form).queryByTitle('San Sebastián')).toBeNull());
    fireEvent.click(within(form).getByRole('button', { name: 'Guardar' }));
    await within(form).findByText('Elige al menos un distrito.');
    await choose(form, 'Distritos', 'Ollantaytambo');
    await waitFor(() => expect(within(form).queryByText('Elige al menos un distrito.')).toBeNull());
    fireEvent.change(within(form).getByLabelText('Distritos'), { target: { value: 'Wanchaq' } });
    expect(screen.queryByTitle('Wanchaq')).toBeNull();
  });

  it('sends the station whole when one of its fields changed, and shows a name clash', async () => {
    const update = vi.fn(() => ({
      errors: [
        new GraphQLError('A jurisdiction with this name already exists', {
          extensions: { code: 'CONFLICT', fields: { name: 'Already in use' } },
        }),
      ],
    }));
    const form = await openEdit([
      {
        request: {
          query: UpdateJurisdictionDocument,
          variables: {
            id: 'jurisdiction-wanchaq',
            input: {
              name: 'Pisac',
              headquarters: {
                name: 'Comisaría PNP Wanchaq',
                address: 'Av. Tomasa Tito Condemayta s/n',
                phone: '084 236475',
                latitude: -13.52655,
                longitude: -71.96431,
                hours: null,
                whatsapp: null,
              },
            },
          },
        },
        result: update,
      },
    ]);
    type(form, 'Nombre', 'Pisac');
    type(form, 'Teléfono', '084 236475');
    fireEvent.click(within(form).getByRole('button', { name: 'Guardar' }));
    await within(form).findByText('Ya existe una jurisdicción con el nombre Pisac');
    expect(update).toHaveBeenCalledTimes(1);
  });
});

describe("the station's opening hours", { timeout: 20_000 }, () => {
  const openEdit = async (mocks: MockLink.MockedResponse[]) => {
    renderRegistryPage(<JurisdictionsPage />, {
      path: PATH,
      role: 'POLICIA',
      mocks: [listed(DEFAULT_INPUT, [wanchaq]), OFFICERS, ...mocks],
    });
    await screen.findByText('Comisaría PNP Wanchaq');
    fireEvent.click(within(row()).getByRole('button', { name: 'Editar Wanchaq' }));
    const form = await screen.findByRole('dialog');
    await waitFor(() =>
      expect(within(form).getByRole('radio', { name: 'Sin registrar' })).toHaveProperty(
        'checked',
        true,
      ),
    );
    return form;
  };

  it('are chosen as a night shift with two times, checked before sending', async () => {
    const update = vi.fn(() => ({
      data: {
        updateJurisdiction: {
          ...wanchaq,
          headquarters: {
            ...STATION,
            hours: { __typename: 'OfficeHours', allDay: false, opens: '20:00', closes: '02:00' },
          },
        },
      },
    }));
    const form = await openEdit([
      {
        request: {
          query: UpdateJurisdictionDocument,
          variables: {
            id: 'jurisdiction-wanchaq',
            input: {
              headquarters: {
                name: STATION.name,
                address: STATION.address,
                phone: STATION.phone,
                latitude: STATION.latitude,
                longitude: STATION.longitude,
                hours: { allDay: false, opens: '20:00', closes: '02:00' },
                whatsapp: null,
              },
            },
          },
        },
        result: update,
      },
    ]);
    expect(within(form).getByRole('radiogroup', { name: 'Horario de atención' })).toBeTruthy();
    fireEvent.click(within(form).getByRole('radio', { name: 'Con horario' }));
    const opens = await within(form).findByLabelText('Abre a las');
    const closes = within(form).getByLabelText('Cierra a las');
    expect(opens.getAttribute('type')).toBe('time');
    fireEvent.change(opens, { target: { value: '20:00' } });
    fireEvent.change(closes, { target: { value: '20:00' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Guardar' }));
    await within(form).findByText('Abre y cierra a la misma hora: elige «Abierta las 24 horas».');
    fireEvent.change(closes, { target: { value: '02:00' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(update).toHaveBeenCalledTimes(1));
  });
});

describe("the station's own WhatsApp number", { timeout: 20_000 }, () => {
  const REFUSAL = 'A WhatsApp number is a mobile: 9 digits starting with 9 (987 654 321) or +51 9…';
  const SHOWN =
    'El WhatsApp debe ser un celular: 9 dígitos que empiezan con 9 (987 654 321) o +51 9…';
  const withWhatsapp = (whatsapp: string | null) => ({
    id: 'jurisdiction-wanchaq',
    input: {
      headquarters: {
        name: STATION.name,
        address: STATION.address,
        phone: STATION.phone,
        latitude: STATION.latitude,
        longitude: STATION.longitude,
        hours: null,
        whatsapp,
      },
    },
  });
  const openEdit = async (mocks: MockLink.MockedResponse[], jurisdiction = wanchaq) => {
    renderRegistryPage(<JurisdictionsPage />, {
      path: PATH,
      role: 'POLICIA',
      mocks: [listed(DEFAULT_INPUT, [jurisdiction]), OFFICERS, ...mocks],
    });
    await screen.findByText('Comisaría PNP Wanchaq');
    fireEvent.click(within(row()).getByRole('button', { name: 'Editar Wanchaq' }));
    const form = await screen.findByRole('dialog');
    await waitFor(() =>
      expect(within(form).getByLabelText('Nombre de la comisaría')).toHaveProperty(
        'value',
        'Comisaría PNP Wanchaq',
      ),
    );
    return { form, whatsapp: within(form).getByLabelText('WhatsApp de la comisaría') };
  };

  it('is shown in the list beside the phone only when the office has one, opening the chat', async () => {
    renderRegistryPage(<JurisdictionsPage />, {
      path: PATH,
      mocks: [
        listed(DEFAULT_INPUT, [
          { ...wanchaq, headquarters: { ...STATION, whatsapp: '+51987654321' } },
          {
            ...wanchaq,
            id: 'jurisdiction-pisac',
            name: 'Pisac',
            headquarters: { ...STATION, name: 'Comisaría PNP Pisac' },
          },
        ]),
      ],
    });
    await screen.findByText('Comisaría PNP Wanchaq');
    const chat = within(row()).getByRole('link', {
      name: 'Escribir por WhatsApp al +51 987 654 321',
    });
    expect(chat.getAttribute('href')).toBe('https://wa.me/51987654321');
    expect(chat.getAttribute('rel')).toContain('noopener');
    expect(chat.textContent).toContain('+51 987 654 321');
    const pisac = screen.getByText('Pisac', { selector: 'strong' }).closest('tr') as HTMLElement;
    expect(within(pisac).queryByRole('link', { name: /WhatsApp/ })).toBeNull();
  });

  it('is an optional phone field that refuses a landline before sending, then sends E.164', async () => {
    const update = vi.fn(() => ({
      data: {
        updateJurisdiction: {
          ...wanchaq,
          headquarters: { ...STATION, whatsapp: '+51987654321' },
        },
      },
    }));
    const { form, whatsapp } = await openEdit([
      {
        request: { query: UpdateJurisdictionDocument, variables: withWhatsapp('+51987654321') },
        result: update,
      },
    ]);
    expect(whatsapp).toHaveProperty('value', '');
    expect(whatsapp.getAttribute('inputmode')).toBe('tel');
    expect(within(form).getByText(/^Opcional\. Un celular/)).toBeTruthy();

    fireEvent.change(whatsapp, { target: { value: '084 236474' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Guardar' }));
    await within(form).findByText(SHOWN);
    fireEvent.change(whatsapp, { target: { value: '105' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Guardar' }));
    await within(form).findByText(SHOWN);
    expect(update).not.toHaveBeenCalled();

    fireEvent.change(whatsapp, { target: { value: '987 654 321' } });
    await waitFor(() => expect(within(form).queryByText(SHOWN)).toBeNull());
    fireEvent.click(within(form).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(update).toHaveBeenCalledTimes(1));
  });

  it("shows the office's number as people read it, clears it, and translates the server's refusal", async () => {
    const clear = vi.fn(() => ({
      errors: [
        new GraphQLError('Invalid input', {
          extensions: { code: 'BAD_REQUEST', fields: { 'headquarters.whatsapp': REFUSAL } },
        }),
      ],
    }));
    const { form, whatsapp } = await openEdit(
      [
        {
          request: { query: UpdateJurisdictionDocument, variables: withWhatsapp(null) },
          result: clear,
        },
      ],
      { ...wanchaq, headquarters: { ...STATION, whatsapp: '+51987654321' } },
    );
    expect(whatsapp).toHaveProperty('value', '+51 987 654 321');
    fireEvent.change(whatsapp, { target: { value: '' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Guardar' }));
    await within(form).findByText(SHOWN);
    expect(clear).toHaveBeenCalledTimes(1);
  });
});

describe('the Jurisdicción section', () => {
  it('is a 403 page for a DIRCETUR', { timeout: 20_000 }, async () => {
    renderApp(testSession({ refresh: async () => grant('token', 'DIRCETUR') }), PATH);
    await screen.findByRole('heading', { name: 'No tienes acceso a esta sección' });
    expect(screen.queryByRole('heading', { name: 'Jurisdicción' })).toBeNull();
  });
});
