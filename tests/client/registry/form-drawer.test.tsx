import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App, Button, Form, Input } from 'antd';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RegistryAreaConfig } from '../../../client/src/registry/area';
import { RegistryFormDrawer } from '../../../client/src/registry/RegistryFormDrawer';
import { useDeleteRecord } from '../../../client/src/registry/useDeleteRecord';
import { stubMatchMedia } from '../../support/match-media';
import { initShellI18n } from '../../support/staff-i18n';

await initShellI18n();
stubMatchMedia({ width: 1280 });
vi.setConfig({ testTimeout: 20_000 });

afterEach(cleanup);

const GUIDES: RegistryAreaConfig = { area: 'guides', historyArea: 'guides', i18nKey: 'guides' };

const failure = (code: string, message: string, fields?: Record<string, string>) =>
  new CombinedGraphQLErrors({
    data: null,
    errors: [{ message, extensions: { code, ...(fields ? { fields } : {}) } }],
  });

type Values = { licenseNumber: string; documentNumber: string };

function Editor({ submit }: { submit: (values: Values) => Promise<unknown> }) {
  const [open, setOpen] = useState(true);
  return (
    <App>
      <p>{open ? 'abierto' : 'cerrado'}</p>
      <RegistryFormDrawer<Values>
        config={GUIDES}
        open={open}
        mode="create"
        initialValues={{ licenseNumber: 'GT-01234', documentNumber: '40000001' }}
        onSubmit={submit}
        onClose={() => setOpen(false)}
      >
        <Form.Item name="licenseNumber" label="Carné">
          <Input />
        </Form.Item>
        <Form.Item name="documentNumber" label="Documento">
          <Input />
        </Form.Item>
      </RegistryFormDrawer>
    </App>
  );
}

describe('RegistryFormDrawer', () => {
  it('shows a clash on its field with the value, and stays open', async () => {
    const submit = vi.fn(() =>
      Promise.reject(failure('CONFLICT', 'Conflict', { licenseNumber: 'Already in use' })),
    );
    render(<Editor submit={submit} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Guardar' }));
    await screen.findByText('Ya existe un guía con el carné GT-01234');
    expect(submit).toHaveBeenCalledWith({ licenseNumber: 'GT-01234', documentNumber: '40000001' });
    expect(screen.getByText('abierto')).toBeTruthy();
  });

  it("shows the server's field messages on their fields, the rest above the form", async () => {
    const submit = vi.fn(() =>
      Promise.reject(
        failure('BAD_REQUEST', 'Invalid input', {
          documentNumber: 'Not a valid DNI (8 digits)',
          photo: 'An http(s) URL',
        }),
      ),
    );
    render(<Editor submit={submit} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Guardar' }));
    await screen.findByText('El DNI tiene exactamente 8 dígitos.');
    expect(screen.getByRole('alert').textContent).toContain(
      'Foto: Ingresa una dirección http(s) o una ruta de este sitio.',
    );
    expect(screen.getByText('abierto')).toBeTruthy();
  });

  it('says so when the server cannot be reached, and stays open', async () => {
    render(<Editor submit={() => Promise.reject(new TypeError('Failed to fetch'))} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Guardar' }));
    await screen.findByText('No hay conexión con el servidor. Inténtalo de nuevo.');
    expect(screen.getByText('abierto')).toBeTruthy();
  });

  it('closes after a save and says it was saved', async () => {
    render(<Editor submit={() => Promise.resolve()} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Guardar' }));
    await screen.findByText('Registro creado.');
    await screen.findByText('cerrado');
  });

  it('closes on Cancelar at once when nothing was changed', async () => {
    render(<Editor submit={() => Promise.resolve()} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Cancelar' }));
    await screen.findByText('cerrado');
    expect(screen.queryByText('¿Descartar los cambios?')).toBeNull();
  });

  it('asks before discarding what was typed; Seguir editando keeps it', async () => {
    render(<Editor submit={() => Promise.resolve()} />);
    const carne = await screen.findByLabelText('Carné');
    fireEvent.change(carne, { target: { value: 'GOT-2026-0001' } });
    fireEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect((await screen.findAllByText('¿Descartar los cambios?')).length).toBeGreaterThan(0);
    fireEvent.click(screen.getByRole('button', { name: 'Seguir editando' }));
    expect(screen.getByText('abierto')).toBeTruthy();
    expect((screen.getByLabelText('Carné') as HTMLInputElement).value).toBe('GOT-2026-0001');

    fireEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    // The first question may still be fading out: the newest is the last one.
    const discard = await screen.findAllByRole('button', { name: 'Descartar' });
    fireEvent.click(discard.at(-1) as HTMLElement);
    await screen.findByText('cerrado');
  });

  it('does not ask when a change was typed and undone', async () => {
    render(<Editor submit={() => Promise.resolve()} />);
    const carne = await screen.findByLabelText('Carné');
    fireEvent.change(carne, { target: { value: 'GOT-2026-0001' } });
    fireEvent.change(carne, { target: { value: 'GT-01234' } });
    fireEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    await screen.findByText('cerrado');
  });
});

function Deleter({ remove, onDeleted }: { remove: () => Promise<unknown>; onDeleted: () => void }) {
  const confirmDelete = useDeleteRecord();
  return (
    <Button
      onClick={() =>
        confirmDelete('Comisaría Cusco', {
          remove,
          onDeleted,
          reasons: [[/^Officers still serve/, 'registry.errors.stillReferenced']],
        })
      }
    >
      borrar
    </Button>
  );
}

describe('useDeleteRecord', () => {
  it('asks naming the record, then deletes and says so', async () => {
    const remove = vi.fn(() => Promise.resolve());
    const onDeleted = vi.fn();
    render(
      <App>
        <Deleter remove={remove} onDeleted={onDeleted} />
      </App>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'borrar' }));
    // antd names the dialog after its title, so the text is there twice.
    expect(
      (await screen.findAllByText('¿Eliminar a Comisaría Cusco del registro?')).length,
    ).toBeGreaterThan(0);
    expect(remove).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Eliminar' }));
    await screen.findByText('Se eliminó a Comisaría Cusco del registro.');
    expect(onDeleted).toHaveBeenCalledOnce();
  });

  it("explains a refusal with the area's text for the server's reason", async () => {
    const onDeleted = vi.fn();
    render(
      <App>
        <Deleter
          remove={() =>
            Promise.reject(failure('CONFLICT', 'Officers still serve in this jurisdiction'))
          }
          onDeleted={onDeleted}
        />
      </App>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'borrar' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Eliminar' }));
    await screen.findByText('No se puede eliminar: otros registros dependen de este.');
    await waitFor(() => expect(onDeleted).not.toHaveBeenCalled());
  });
});
