import { CombinedGraphQLErrors } from '@apollo/client/errors';
import type { MockLink } from '@apollo/client/testing';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UsersPage } from '../../../client/src/areas/users/UsersPage';
import {
  CreateUserDocument,
  JurisdictionOfficerOptionsDocument,
  ResetUserPasswordDocument,
  UpdateUserDocument,
  UserAccountDocument,
  type UserRowFragment,
  UsersListDocument,
} from '../../../generated/client';
import { permissionsFor } from '../../../server/security/permissions';
import { listMocks } from '../../support/list-mocks';
import { stubMatchMedia } from '../../support/match-media';
import { renderRegistryPage } from '../../support/registry-page';
import { initShellI18n } from '../../support/staff-i18n';

await initShellI18n();
stubMatchMedia({ width: 1280 });

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

const account = (fields: Partial<UserRowFragment> & Pick<UserRowFragment, 'id' | 'name'>) => ({
  __typename: 'User' as const,
  username: fields.id,
  email: `${fields.id}@turismo.cusco.pe`,
  role: 'DIRCETUR' as const,
  status: 'ACTIVO' as const,
  awaitingActivation: false,
  deactivatedAt: null,
  avatar: null,
  mustChangePassword: false,
  lastSignInAt: '2026-03-01T15:30:00.000Z',
  createdAt: '2026-01-10T12:00:00.000Z',
  updatedAt: '2026-01-10T12:00:00.000Z',
  officerId: null,
  officer: null,
  ...fields,
});

// The signed-in ADMINISTRADOR of the test session is `user-admin`.
const SELF = account({
  id: 'user-admin',
  name: 'Administrador del Sistema',
  role: 'ADMINISTRADOR',
});
const ROSA = account({ id: 'rquispe', name: 'Rosa Quispe', role: 'POLICIA' });

const CHIEF = {
  __typename: 'PoliceOfficer' as const,
  id: 'officer-001',
  rank: 'MAYOR' as const,
  firstNames: 'Juan Carlos',
  lastNames: 'Huamán Quispe',
  cip: '312345',
};
const OFFICERS: MockLink.MockedResponse = {
  request: { query: JurisdictionOfficerOptionsDocument, variables: { search: null } },
  result: { data: { policeOfficers: { __typename: 'PoliceOfficerPage', items: [CHIEF] } } },
  maxUsageCount: 3,
};
const PENDING = account({
  id: 'apendiente',
  name: 'Ángel Pendiente',
  status: 'INACTIVO',
  awaitingActivation: true,
  lastSignInAt: null,
});
// Deactivated by an administrator, though it never signed in: not a sign-up waiting.
const LUIS = account({
  id: 'lhuallpa',
  name: 'Luis Huallpa',
  status: 'INACTIVO',
  deactivatedAt: '2026-03-02T14:05:00.000Z',
  lastSignInAt: null,
});
const ROWS = [SELF, PENDING, ROSA, LUIS];

const LIST_INPUT = { page: 1, size: 10, sortBy: 'NAME', order: 'ASC' } as const;

const listUsers = listMocks<typeof LIST_INPUT, UserRowFragment>({
  query: UsersListDocument,
  field: 'users',
  typename: 'UserPage',
  maxUsageCount: 5,
});
const listed = (items: UserRowFragment[]) => listUsers(LIST_INPUT, items);

const renderPage = (mocks: MockLink.MockedResponse[] = []) =>
  renderRegistryPage(<UsersPage />, {
    path: '/admin/usuarios',
    permissions: permissionsFor('ADMINISTRADOR'),
    mocks: [listed(ROWS), ...mocks],
  });

const row = (name: string) => screen.getByText(name).closest('tr') as HTMLElement;
const drawer = () => screen.getByRole('dialog');
// Under test, antd's ids are all "test-id", so a dialog's accessible name is not its title.
// (A confirmation repeats its title in its body: the first is the dialog's own.)
const dialogTitled = async (title: string) =>
  (await screen.findAllByText(title))[0]?.closest('[role="dialog"]') as HTMLElement;

// antd's table and drawer render slowly on a busy machine.
describe('Usuarios', { timeout: 30_000 }, () => {
  it('shows an ADMINISTRADOR every account with role, status, last sign-in and every action', async () => {
    renderPage();
    await screen.findByText('Rosa Quispe');
    expect(screen.getByRole('heading', { name: 'Usuarios' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Nuevo' })).toBeTruthy();
    expect(screen.getByRole('button', { name: /Exportar CSV/ })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Resultados: 4');

    const rosa = within(row('Rosa Quispe'));
    expect(rosa.getByText('Policía de Turismo')).toBeTruthy();
    expect(rosa.getByText('Activo')).toBeTruthy();
    expect(rosa.getByText('RQ')).toBeTruthy();
    expect(rosa.getByText(/^01\/03\/2026 \d{1,2}:\d{2}/)).toBeTruthy();
    for (const action of [
      'Ver historial de',
      'Editar',
      'Eliminar',
      'Restablecer la contraseña de',
    ]) {
      expect(rosa.getByRole('button', { name: `${action} Rosa Quispe` })).toBeTruthy();
    }
    // Only a sign-up that waits for activation offers "Activar".
    expect(rosa.queryByRole('button', { name: /^Activar/ })).toBeNull();
    const pending = within(row('Ángel Pendiente'));
    expect(pending.getByText('Pendiente de activación')).toBeTruthy();
    expect(pending.getByText('Nunca')).toBeTruthy();
    expect(
      pending.getByRole('button', { name: 'Activar la cuenta de Ángel Pendiente' }),
    ).toBeTruthy();
    // A deactivated account says so, and is not offered as a sign-up to activate.
    const luis = within(row('Luis Huallpa'));
    expect(luis.getByText('Desactivada')).toBeTruthy();
    expect(luis.queryByText('Pendiente de activación')).toBeNull();
    expect(luis.queryByRole('button', { name: /^Activar/ })).toBeNull();
  });

  it("protects the ADMINISTRADOR's own row: no delete or reset, role and status locked", async () => {
    renderPage();
    await screen.findByText('Rosa Quispe');
    const own = within(row('Administrador del Sistema'));
    expect(own.getByText('Tú')).toBeTruthy();
    expect(own.queryByRole('button', { name: /^Eliminar/ })).toBeNull();
    expect(own.queryByRole('button', { name: /^Restablecer/ })).toBeNull();
    fireEvent.click(own.getByRole('button', { name: 'Editar Administrador del Sistema' }));
    await screen.findByText('Es tu propia cuenta: no puedes cambiar tu rol ni tu estado.');
    for (const label of ['Rol', 'Estado']) {
      const select = within(drawer()).getByLabelText(label);
      expect(select.closest('.ant-select')?.className).toContain('ant-select-disabled');
    }
    expect(within(drawer()).getByLabelText('Nombre')).toHaveProperty('disabled', false);
  });

  it('shows the temporary password of a new account once, with a copy button', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    const input = {
      name: 'Luis Mamani',
      username: 'lmamani',
      email: 'lmamani@turismo.cusco.pe',
      role: 'DIRCETUR',
      status: 'ACTIVO',
      officerId: null,
    } as const;
    const created = account({ id: 'lmamani', name: 'Luis Mamani', mustChangePassword: true });
    renderPage([
      {
        request: { query: CreateUserDocument, variables: { input } },
        result: {
          data: {
            createUser: {
              __typename: 'CreateUserPayload',
              user: created,
              temporaryPassword: 'k7Rm-x3Pq-9TzW-hc4N',
            },
          },
        },
      },
    ]);
    await screen.findByText('Rosa Quispe');
    fireEvent.click(screen.getByRole('button', { name: 'Nuevo' }));
    const form = within(await screen.findByRole('dialog'));
    fireEvent.change(form.getByLabelText('Nombre'), { target: { value: ' Luis Mamani ' } });
    fireEvent.change(form.getByLabelText('Usuario'), { target: { value: 'LMamani' } });
    fireEvent.change(form.getByLabelText('Correo electrónico'), {
      target: { value: 'LMamani@turismo.cusco.pe' },
    });
    fireEvent.mouseDown(form.getByLabelText('Rol'));
    fireEvent.click(await screen.findByTitle('DIRCETUR'));
    fireEvent.click(form.getByRole('button', { name: 'Guardar' }));

    const modal = await dialogTitled('Contraseña temporal de Luis Mamani');
    const field = within(modal).getByLabelText('Contraseña temporal');
    expect(field).toHaveProperty('value', 'k7Rm-x3Pq-9TzW-hc4N');
    expect(within(modal).getByText(/Se muestra solo esta vez/)).toBeTruthy();
    expect(within(modal).getByText(/primera vez que inicie sesión/)).toBeTruthy();
    fireEvent.click(within(modal).getByRole('button', { name: /Copiar/ }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith('k7Rm-x3Pq-9TzW-hc4N'));

    fireEvent.click(within(modal).getByRole('button', { name: 'Cerrar' }));
    await waitFor(() =>
      expect(screen.queryByText('Contraseña temporal de Luis Mamani')).toBeNull(),
    );
    expect(document.body.innerHTML).not.toContain('k7Rm-x3Pq-9TzW-hc4N');
  });

  it('selects the password for copying by hand when the clipboard is not available', async () => {
    vi.stubGlobal('navigator', { ...navigator, clipboard: undefined });
    renderPage([
      {
        request: { query: ResetUserPasswordDocument, variables: { id: 'rquispe' } },
        result: {
          data: {
            resetUserPassword: {
              __typename: 'ResetUserPasswordPayload',
              user: { ...ROSA, mustChangePassword: true },
              temporaryPassword: 'Abcd-2345-efgh-6789',
            },
          },
        },
      },
    ]);
    await screen.findByText('Rosa Quispe');
    fireEvent.click(
      within(row('Rosa Quispe')).getByRole('button', {
        name: 'Restablecer la contraseña de Rosa Quispe',
      }),
    );
    const confirm = await dialogTitled('¿Restablecer la contraseña de Rosa Quispe?');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Restablecer' }));
    const modal = await dialogTitled('Contraseña temporal de Rosa Quispe');
    const field = within(modal).getByLabelText('Contraseña temporal') as HTMLInputElement;
    expect(field.value).toBe('Abcd-2345-efgh-6789');
    fireEvent.click(within(modal).getByRole('button', { name: /Copiar/ }));
    await screen.findByText('La contraseña quedó seleccionada: cópiala con Ctrl+C.');
    expect(document.activeElement).toBe(field);
    expect([field.selectionStart, field.selectionEnd]).toEqual([0, field.value.length]);
  });

  it('shows a username clash on its field, naming the username', async () => {
    const input = {
      name: 'Otra Persona',
      username: 'rquispe',
      email: 'otra@turismo.cusco.pe',
      role: 'POLICIA',
      status: 'ACTIVO',
      officerId: null,
    } as const;
    renderPage([
      OFFICERS,
      {
        request: { query: CreateUserDocument, variables: { input } },
        error: new CombinedGraphQLErrors({
          data: null,
          errors: [
            {
              message: 'An account with the username rquispe already exists',
              extensions: { code: 'CONFLICT', fields: { username: 'Already in use' } },
            },
          ],
        }),
      },
    ]);
    await screen.findByText('Rosa Quispe');
    fireEvent.click(screen.getByRole('button', { name: 'Nuevo' }));
    const form = within(await screen.findByRole('dialog'));
    fireEvent.change(form.getByLabelText('Nombre'), { target: { value: input.name } });
    fireEvent.change(form.getByLabelText('Usuario'), { target: { value: input.username } });
    fireEvent.change(form.getByLabelText('Correo electrónico'), { target: { value: input.email } });
    fireEvent.mouseDown(form.getByLabelText('Rol'));
    fireEvent.click(await screen.findByTitle('Policía de Turismo'));
    fireEvent.click(form.getByRole('button', { name: 'Guardar' }));
    await form.findByText('Ya existe una cuenta con el usuario rquispe');
    expect(screen.queryByText(/Contraseña temporal de/)).toBeNull();
  });

  it('activates a pending sign-up with the role the ADMINISTRADOR chooses', async () => {
    const update = vi.fn(() => ({
      data: { updateUser: { ...PENDING, status: 'ACTIVO', role: 'POLICIA' } },
    }));
    renderPage([
      {
        request: {
          query: UpdateUserDocument,
          variables: { id: 'apendiente', input: { status: 'ACTIVO', role: 'POLICIA' } },
        },
        result: update,
      },
    ]);
    await screen.findByText('Rosa Quispe');
    fireEvent.click(
      within(row('Ángel Pendiente')).getByRole('button', {
        name: 'Activar la cuenta de Ángel Pendiente',
      }),
    );
    const modal = within(await dialogTitled('Activar la cuenta de Ángel Pendiente'));
    fireEvent.mouseDown(modal.getByLabelText('Rol'));
    fireEvent.click(await screen.findByTitle('Policía de Turismo'));
    fireEvent.click(modal.getByRole('button', { name: 'Activar' }));
    await screen.findByText('La cuenta de Ángel Pendiente está activa.');
    expect(update).toHaveBeenCalledTimes(1);
  });

  it("opens the account its address names: a sign-up's activation, else its form", async () => {
    const linked = (id: string, user: UserRowFragment | null) => ({
      request: { query: UserAccountDocument, variables: { id } },
      result: user
        ? { data: { user } }
        : { errors: [{ message: 'Not found', extensions: { code: 'NOT_FOUND' } }] },
    });
    const page = renderRegistryPage(<UsersPage />, {
      path: '/admin/usuarios?cuenta=apendiente',
      permissions: permissionsFor('ADMINISTRADOR'),
      mocks: [listed(ROWS), linked('apendiente', PENDING)],
    });
    const modal = within(await dialogTitled('Activar la cuenta de Ángel Pendiente'));
    fireEvent.click(modal.getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(page.location()).toBe('/admin/usuarios'));
    cleanup();

    renderRegistryPage(<UsersPage />, {
      path: '/admin/usuarios?cuenta=rquispe',
      permissions: permissionsFor('ADMINISTRADOR'),
      mocks: [listed(ROWS), linked('rquispe', ROSA), OFFICERS],
    });
    expect(await screen.findByDisplayValue('rquispe@turismo.cusco.pe')).toBeTruthy();
    cleanup();

    const gone = renderRegistryPage(<UsersPage />, {
      path: '/admin/usuarios?cuenta=caducada',
      permissions: permissionsFor('ADMINISTRADOR'),
      mocks: [listed(ROWS), linked('caducada', null)],
    });
    await screen.findByText('Esa cuenta ya no existe: la solicitud caducó o se eliminó.');
    await waitFor(() => expect(gone.location()).toBe('/admin/usuarios'));
  });

  it('links a POLICIA account to an officer, found by name or CIP, and lists it under the role', async () => {
    const linked = account({
      id: 'rquispe',
      name: 'Rosa Quispe',
      role: 'POLICIA',
      officerId: CHIEF.id,
      officer: CHIEF,
    });
    const unlinked = { ...linked, officerId: null, officer: null };
    // The list as it is before the change, then after it: a refetch must not read the old one.
    renderRegistryPage(<UsersPage />, {
      path: '/admin/usuarios',
      permissions: permissionsFor('ADMINISTRADOR'),
      mocks: [
        { ...listed([SELF, PENDING, unlinked]), maxUsageCount: 1 },
        OFFICERS,
        {
          request: {
            query: UpdateUserDocument,
            variables: { id: 'rquispe', input: { officerId: 'officer-001' } },
          },
          result: { data: { updateUser: linked } },
        },
        listed([SELF, PENDING, linked]),
      ],
    });
    await screen.findByText('Rosa Quispe');
    // A DIRCETUR has no officer to link.
    fireEvent.click(
      within(row('Ángel Pendiente')).getByRole('button', { name: 'Editar Ángel Pendiente' }),
    );
    const other = within(await screen.findByRole('dialog'));
    await other.findByLabelText('Nombre');
    expect(other.queryByLabelText('Efectivo policial')).toBeNull();
    fireEvent.click(other.getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(within(row('Rosa Quispe')).getByRole('button', { name: 'Editar Rosa Quispe' }));
    const form = within(await screen.findByRole('dialog'));
    const label = 'Huamán Quispe, Juan Carlos · Mayor · CIP 312345';
    fireEvent.mouseDown(await form.findByLabelText('Efectivo policial'));
    fireEvent.click(await screen.findByTitle(label));
    fireEvent.click(form.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const officer = await within(row('Rosa Quispe')).findByText('Mayor Huamán Quispe');
    expect(officer.getAttribute('title')).toBe(label);
  });
});
