import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App, Form, Input } from 'antd';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LeaveGuard } from '../../../client/src/forms/LeaveGuard';
import { useDiscardGuard } from '../../../client/src/forms/useDiscardGuard';
import { stubMatchMedia } from '../../support/match-media';
import { initShellI18n } from '../../support/staff-i18n';

await initShellI18n();
stubMatchMedia({ width: 1280 });
vi.setConfig({ testTimeout: 20_000 });

afterEach(cleanup);

/** A page with an open form, as a registry's drawer holds one. */
function Editing() {
  const [form] = Form.useForm();
  useDiscardGuard(form, { open: true, initialValues: { note: '' } });
  return (
    <Form form={form} initialValues={{ note: '' }}>
      <Form.Item name="note" label="Nota">
        <Input />
      </Form.Item>
    </Form>
  );
}

function Shell() {
  return (
    <App>
      <LeaveGuard>
        <nav>
          <Link to="/admin/inicio">Inicio</Link>
          <Link to="/admin/hospedajes?q=killa">Buscar aquí</Link>
          <Link to="/sign-out">Cerrar sesión</Link>
        </nav>
        <Outlet />
      </LeaveGuard>
    </App>
  );
}

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      {
        Component: Shell,
        children: [
          { path: '/admin/hospedajes', Component: Editing },
          { path: '/admin/inicio', element: <h1>Inicio</h1> },
          { path: '/sign-out', element: <h1>Hasta pronto</h1> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const QUESTION = { name: '¿Descartar los cambios?' };

/** Clicks a link and answers the one question it raises (an answered one may still be fading). */
async function followAsking(link: string): Promise<HTMLElement> {
  const before = screen.queryAllByRole('dialog', QUESTION).length;
  fireEvent.click(screen.getByRole('link', { name: link }));
  await waitFor(() => expect(screen.queryAllByRole('dialog', QUESTION)).toHaveLength(before + 1));
  return screen.getAllByRole('dialog', QUESTION).at(-1) as HTMLElement;
}

describe('leaving a page with a changed form', () => {
  it('goes at once while nothing changed', async () => {
    const router = renderAt('/admin/hospedajes');
    fireEvent.click(screen.getByRole('link', { name: 'Inicio' }));
    await screen.findByRole('heading', { name: 'Inicio' });
    expect(router.state.location.pathname).toBe('/admin/inicio');
  });

  it('asks first: keeping stays with the work, discarding goes', async () => {
    const router = renderAt('/admin/hospedajes');
    fireEvent.change(screen.getByLabelText('Nota'), { target: { value: 'Habitación 12' } });
    fireEvent.click(
      within(await followAsking('Inicio')).getByRole('button', { name: 'Seguir editando' }),
    );
    expect(router.state.location.pathname).toBe('/admin/hospedajes');
    expect((screen.getByLabelText('Nota') as HTMLInputElement).value).toBe('Habitación 12');

    fireEvent.click(
      within(await followAsking('Inicio')).getByRole('button', { name: 'Descartar' }),
    );
    await screen.findByRole('heading', { name: 'Inicio' });
    expect(router.state.location.pathname).toBe('/admin/inicio');
  });

  it('asks when the browser goes Back from the page', async () => {
    const router = renderAt('/admin/inicio');
    await router.navigate('/admin/hospedajes');
    fireEvent.change(await screen.findByLabelText('Nota'), { target: { value: 'Habitación 12' } });
    void router.navigate(-1);
    await screen.findByRole('dialog', QUESTION);
    expect(router.state.location.pathname).toBe('/admin/hospedajes');
  });

  it('lets the same page change its view, and the person sign out, without asking', async () => {
    const router = renderAt('/admin/hospedajes');
    fireEvent.change(screen.getByLabelText('Nota'), { target: { value: 'Habitación 12' } });
    fireEvent.click(screen.getByRole('link', { name: 'Buscar aquí' }));
    expect(router.state.location.search).toBe('?q=killa');
    fireEvent.click(screen.getByRole('link', { name: 'Cerrar sesión' }));
    await screen.findByRole('heading', { name: 'Hasta pronto' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
