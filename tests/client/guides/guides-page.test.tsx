import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { GuidesPage } from '../../../client/src/areas/guides/GuidesPage';
import {
  GuideLicenseFormatDocument,
  type GuideRowFragment,
  GuidesListDocument,
  type GuidesListQueryVariables,
} from '../../../generated/client';
import { listMocks } from '../../support/list-mocks';
import { stubMatchMedia } from '../../support/match-media';
import { renderRegistryPage } from '../../support/registry-page';
import { initShellI18n } from '../../support/staff-i18n';

await initShellI18n();
const media = stubMatchMedia({ width: 1280 });

afterEach(() => {
  cleanup();
  localStorage.clear();
  media.setWidth(1280);
});

const rosa: GuideRowFragment & { __typename: 'Guide' } = {
  __typename: 'Guide',
  id: 'guide-1',
  firstNames: 'Rosa',
  lastNames: 'Quispe Huamán',
  documentType: 'DNI',
  documentNumber: '40000001',
  licenseNumber: 'GT-01234',
  languages: ['es', 'qu'],
  specialties: [],
  phone: '984 123 456',
  email: null,
  licenseIssuedOn: '2022-03-01',
  licenseExpiresOn: '2025-01-15',
  status: 'VENCIDO',
  // Suspended before it expired: the edit form shows what staff set.
  assignedStatus: 'SUSPENDIDO',
  association: null,
  photo: null,
  updatedAt: '2026-01-01T00:00:00.000Z',
};

const DEFAULT_INPUT: GuidesListQueryVariables['input'] = {
  page: 1,
  size: 10,
  sortBy: 'NAME',
  order: 'ASC',
};

const listed = listMocks<GuidesListQueryVariables['input'], GuideRowFragment>({
  query: GuidesListDocument,
  field: 'guides',
  typename: 'GuidePage',
});

const row = () => screen.getByText('Quispe Huamán, Rosa').closest('tr') as HTMLElement;

// A page with antd's table renders slowly on a busy machine.
describe('the guide list', { timeout: 20_000 }, () => {
  it('shows the guides with their status, languages and expiry, and every action to an ADMINISTRADOR', async () => {
    renderRegistryPage(<GuidesPage />, { mocks: [listed(DEFAULT_INPUT, [rosa])] });
    await screen.findByText('Quispe Huamán, Rosa');
    expect(screen.getByRole('status').textContent).toBe('Resultados: 1');
    expect(within(row()).getByText('Vencido')).toBeTruthy();
    expect(within(row()).getByText('Quechua')).toBeTruthy();
    expect(within(row()).getByText('15/01/2025')).toBeTruthy();
    expect(within(row()).getByText('DNI 40000001')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Nuevo' })).toBeTruthy();
    for (const action of ['Ver historial de', 'Editar', 'Eliminar']) {
      expect(
        within(row()).getByRole('button', { name: `${action} Quispe Huamán, Rosa` }),
      ).toBeTruthy();
    }
    // Hidden until chosen under "Columnas".
    expect(screen.queryByRole('columnheader', { name: 'Teléfono' })).toBeNull();
  });

  it('shows a POLICIA no write action and no history', async () => {
    renderRegistryPage(<GuidesPage />, { role: 'POLICIA', mocks: [listed(DEFAULT_INPUT, [rosa])] });
    await screen.findByText('Quispe Huamán, Rosa');
    expect(screen.queryByRole('button', { name: 'Nuevo' })).toBeNull();
    expect(within(row()).queryAllByRole('button')).toEqual([]);
    expect(screen.queryByRole('columnheader', { name: 'Acciones' })).toBeNull();
    expect(screen.getByRole('button', { name: /Exportar CSV/ })).toBeTruthy();
  });

  it('shows a DIRCETUR the write actions and the history', async () => {
    renderRegistryPage(<GuidesPage />, {
      role: 'DIRCETUR',
      mocks: [listed(DEFAULT_INPUT, [rosa])],
    });
    await screen.findByText('Quispe Huamán, Rosa');
    expect(within(row()).getByRole('button', { name: 'Editar Quispe Huamán, Rosa' })).toBeTruthy();
    expect(
      within(row()).getByRole('button', { name: 'Ver historial de Quispe Huamán, Rosa' }),
    ).toBeTruthy();
  });

  it('asks the server for the view in the URL', async () => {
    const input = {
      page: 2,
      size: 25,
      search: 'quispe',
      sortBy: 'LICENSE_NUMBER',
      order: 'DESC',
      status: ['VENCIDO'],
      language: ['qu'],
    } satisfies GuidesListQueryVariables['input'];
    renderRegistryPage(<GuidesPage />, {
      path: '/admin/guias-turismo?page=2&size=25&q=quispe&sort=LICENSE_NUMBER&order=desc&status=VENCIDO&language=qu',
      mocks: [listed(input, [rosa])],
    });
    await screen.findByText('Quispe Huamán, Rosa');
    expect(screen.getByLabelText('Buscar en el registro')).toHaveProperty('value', 'quispe');
    const sorted = screen.getByRole('columnheader', { name: /Carné de guía/ });
    expect(sorted.getAttribute('aria-sort')).toBe('descending');
  });

  it('sorts by a clicked column through the URL', async () => {
    const { location } = renderRegistryPage(<GuidesPage />, {
      mocks: [
        listed(DEFAULT_INPUT, [rosa]),
        listed({ ...DEFAULT_INPUT, sortBy: 'LICENSE_EXPIRES_ON', order: 'ASC' }, [rosa]),
      ],
    });
    await screen.findByText('Quispe Huamán, Rosa');
    fireEvent.click(screen.getByRole('columnheader', { name: /Vencimiento/ }));
    await waitFor(() => expect(location()).toBe('/admin/guias-turismo?sort=LICENSE_EXPIRES_ON'));
  });

  it('says when nothing matches and clears the filters on request', async () => {
    const { location } = renderRegistryPage(<GuidesPage />, {
      path: '/admin/guias-turismo?q=zzz&status=SUSPENDIDO',
      mocks: [
        listed({ ...DEFAULT_INPUT, search: 'zzz', status: ['SUSPENDIDO'] }, []),
        listed(DEFAULT_INPUT, [rosa]),
      ],
    });
    await screen.findByText('No hay guías que coincidan');
    expect(screen.getByRole('status').textContent).toBe('Resultados: 0');
    fireEvent.click(screen.getAllByRole('button', { name: /Limpiar filtros/ })[0] as HTMLElement);
    await screen.findByText('Quispe Huamán, Rosa');
    expect(location()).toBe('/admin/guias-turismo');
    expect(screen.getByLabelText('Buscar en el registro')).toHaveProperty('value', '');
  });

  it('offers a retry when the list cannot be loaded', async () => {
    renderRegistryPage(<GuidesPage />, {
      mocks: [
        {
          request: { query: GuidesListDocument, variables: { input: DEFAULT_INPUT } },
          error: new TypeError('Failed to fetch'),
        },
        listed(DEFAULT_INPUT, [rosa]),
      ],
    });
    fireEvent.click(await screen.findByRole('button', { name: /Reintentar/ }));
    await screen.findByText('Quispe Huamán, Rosa');
  });

  it('remembers the chosen columns', async () => {
    renderRegistryPage(<GuidesPage />, { mocks: [listed(DEFAULT_INPUT, [rosa])] });
    await screen.findByText('Quispe Huamán, Rosa');
    fireEvent.click(screen.getByRole('button', { name: /Columnas/ }));
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Teléfono' }));
    await screen.findByRole('columnheader', { name: 'Teléfono' });
    expect(JSON.parse(localStorage.getItem('registry.columns.guides') ?? '{}')).toMatchObject({
      phone: true,
    });
  });

  it('shows one card per guide on a phone: carné, status and expiry, and the row actions', async () => {
    media.setWidth(390);
    renderRegistryPage(<GuidesPage />, { mocks: [listed(DEFAULT_INPUT, [rosa])] });
    const card = await screen.findByRole('article', { name: 'Quispe Huamán, Rosa' });
    expect(document.querySelector('table')).toBeNull();
    expect(within(card).getByRole('heading', { name: 'Quispe Huamán, Rosa' })).toBeTruthy();
    expect(within(card).getByText('Vencido')).toBeTruthy();
    const field = (label: string) => within(card).getByText(label).nextElementSibling?.textContent;
    expect(field('Documento')).toBe('DNI 40000001');
    expect(field('Carné de guía')).toBe('GT-01234');
    expect(field('Vencimiento')).toBe('15/01/2025');
    for (const action of ['Ver historial de', 'Editar', 'Eliminar']) {
      expect(
        within(card).getByRole('button', { name: `${action} Quispe Huamán, Rosa` }),
      ).toBeTruthy();
    }
    // The cards have no columns to choose.
    expect(screen.queryByRole('button', { name: /Columnas/ })).toBeNull();
  });

  it('keeps the filters behind "Filtros" on a phone, counting the active ones', async () => {
    media.setWidth(390);
    renderRegistryPage(<GuidesPage />, {
      path: '/admin/guias-turismo?status=VENCIDO&language=qu',
      mocks: [listed({ ...DEFAULT_INPUT, status: ['VENCIDO'], language: ['qu'] }, [rosa])],
    });
    await screen.findByRole('article', { name: 'Quispe Huamán, Rosa' });
    const toggle = screen.getByRole('button', { name: 'Filtros: 2 activos' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByLabelText('Buscar en el registro')).toBeTruthy();
    const status = screen.getByLabelText('Estado');
    expect(status.closest('[hidden]')).not.toBeNull();
    // Clearing stays in reach with the filters folded away.
    expect(screen.getByRole('button', { name: 'Limpiar filtros' })).toBeTruthy();
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(status.closest('[hidden]')).toBeNull();
  });

  it("checks a carné number against the registry's format as it is typed", async () => {
    renderRegistryPage(<GuidesPage />, {
      role: 'DIRCETUR',
      mocks: [
        listed(DEFAULT_INPUT, [rosa]),
        {
          request: { query: GuideLicenseFormatDocument },
          result: { data: { guideLicenseFormat: 'GOT-YYYY-NNNN' } },
        },
      ],
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Nuevo' }));
    const form = await screen.findByRole('dialog');
    await within(form).findByText(
      'Con el formato del registro, GOT-YYYY-NNNN: por ejemplo GOT-2026-0001.',
    );
    const carne = within(form).getByLabelText('Carné de guía');
    fireEvent.change(carne, { target: { value: 'abc' } });
    await within(form).findByText(
      'Escribe el carné con el formato del registro, GOT-YYYY-NNNN (cada Y y cada N es un dígito).',
    );
    fireEvent.change(carne, { target: { value: 'got-2024-0020' } });
    await waitFor(() => expect(within(form).queryByText(/^Escribe el carné/)).toBeNull());
  });

  it('offers a numeric keypad for a DNI and the full keyboard for a carné de extranjería', async () => {
    renderRegistryPage(<GuidesPage />, {
      role: 'DIRCETUR',
      mocks: [listed(DEFAULT_INPUT, [rosa])],
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Nuevo' }));
    const form = await screen.findByRole('dialog');
    const number = await within(form).findByLabelText('Número de documento');
    await waitFor(() => expect(number.getAttribute('inputmode')).toBe('numeric'));
    const type = within(form).getByLabelText('Tipo de documento');
    fireEvent.mouseDown(type);
    fireEvent.click(await screen.findByTitle('Carné de extranjería'));
    await waitFor(() => expect(number.getAttribute('inputmode')).toBe('text'));
  });

  it('edits an expired guide with the status staff set, required as on create', async () => {
    renderRegistryPage(<GuidesPage />, {
      role: 'DIRCETUR',
      mocks: [listed(DEFAULT_INPUT, [rosa])],
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Editar Quispe Huamán, Rosa' }));
    const form = await screen.findByRole('dialog');
    const status = await within(form).findByLabelText('Estado');
    await waitFor(() => expect(status.closest('.ant-select')?.textContent).toContain('Suspendido'));
    const label = form.querySelector('label[for="status"]');
    expect(label?.classList.contains('ant-form-item-required')).toBe(true);
  });
});
