import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ShortcutsPanel } from '../../../client/src/shell/toolbar/shortcuts/ShortcutsPanel';
import {
  CreateShortcutDocument,
  DeleteShortcutDocument,
  ShortcutsDocument,
  UpdateShortcutDocument,
} from '../../../generated/client';
import { currentPath, limitReached, mock, renderWithShell } from '../../support/render-with-shell';

afterEach(cleanup);

const shortcut = (id: string, fields: Record<string, unknown> = {}) => ({
  __typename: 'Shortcut' as const,
  id,
  label: `Shortcut ${id}`,
  description: `About ${id}`,
  icon: 'heroicons_outline:map',
  link: `/admin/place-${id}`,
  useRouter: true,
  ...fields,
});

const list = (shortcuts: ReturnType<typeof shortcut>[]) =>
  mock(ShortcutsDocument, undefined, { shortcuts });

async function openPanel() {
  fireEvent.click(await screen.findByRole('button', { name: 'Shortcuts' }));
  return screen.findByRole('dialog');
}

const heading = (panel: HTMLElement) => within(panel).getByRole('heading').textContent;
const button = (panel: HTMLElement, name: string) => within(panel).getByRole('button', { name });
const field = (panel: HTMLElement, label: string) =>
  within(panel).getByLabelText(label) as HTMLInputElement;
const saveButton = (panel: HTMLElement, name: 'Add' | 'Update') =>
  within(panel).getByRole('button', { name }) as HTMLButtonElement;

function typeInto(input: HTMLInputElement, value: string) {
  fireEvent.change(input, { target: { value } });
}

/** Picks a page of the application by the name people read. */
async function choosePage(panel: HTMLElement, name: string) {
  const select = field(panel, 'Page');
  fireEvent.mouseDown(select);
  fireEvent.click(await screen.findByTitle(name));
}

async function chooseIcon(panel: HTMLElement, name: string) {
  const select = field(panel, 'Icon');
  fireEvent.mouseDown(select);
  fireEvent.change(select, { target: { value: name } });
  fireEvent.click(await screen.findByTitle(name));
}

describe('shortcuts panel', () => {
  it('shows "No shortcuts" with its hint when there are none', async () => {
    renderWithShell(<ShortcutsPanel />, { mocks: [list([])] });
    const panel = await openPanel();
    expect(await within(panel).findByText('No shortcuts')).toBeTruthy();
    expect(within(panel).getByText('When you have shortcuts, they will appear here.')).toBeTruthy();
  });

  it('shows the shortcuts in view mode; each opens its link', async () => {
    renderWithShell(<ShortcutsPanel />, {
      mocks: [
        list([shortcut('1'), shortcut('2', { link: 'https://www.gob.pe', useRouter: false })]),
      ],
    });
    const panel = await openPanel();
    const inApp = await within(panel).findByRole('link', { name: /Shortcut 1/ });
    expect(inApp.textContent).toContain('About 1');
    expect(
      within(panel)
        .getByRole('link', { name: /Shortcut 2/ })
        .getAttribute('href'),
    ).toBe('https://www.gob.pe');
    fireEvent.click(inApp);
    expect(currentPath()).toBe('/admin/place-1');
  });

  it('goes view → modify → add → modify → edit → modify → view, and starts in view on opening', async () => {
    renderWithShell(<ShortcutsPanel />, { mocks: [list([shortcut('1')])] });
    let panel = await openPanel();
    await within(panel).findByRole('link', { name: /Shortcut 1/ });
    expect(heading(panel)).toBe('Shortcuts');

    fireEvent.click(button(panel, 'Enter edit mode'));
    expect(within(panel).queryByRole('link')).toBeNull();
    expect(button(panel, 'Add shortcut')).toBeTruthy();

    fireEvent.click(button(panel, 'Add shortcut'));
    expect(heading(panel)).toBe('Add shortcut');
    expect(field(panel, 'Label').value).toBe('');
    expect(within(panel).queryByRole('button', { name: 'Delete' })).toBeNull();

    fireEvent.click(button(panel, 'Cancel'));
    expect(button(panel, 'Exit edit mode')).toBeTruthy();

    fireEvent.click(button(panel, 'Edit Shortcut 1'));
    expect(heading(panel)).toBe('Editing shortcut');
    expect(field(panel, 'Label').value).toBe('Shortcut 1');
    expect(field(panel, 'Description').value).toBe('About 1');
    // A saved path that is none of the menu's pages stays, as it is.
    expect(within(panel).getByTitle('/admin/place-1')).toBeTruthy();
    expect(button(panel, 'Delete')).toBeTruthy();

    fireEvent.click(button(panel, 'Cancel'));
    fireEvent.click(button(panel, 'Exit edit mode'));
    expect(within(panel).getByRole('link', { name: /Shortcut 1/ })).toBeTruthy();

    // Leave it in modify mode, close, open again: back in view.
    fireEvent.click(button(panel, 'Enter edit mode'));
    fireEvent.click(screen.getByRole('button', { name: 'Shortcuts' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    panel = await openPanel();
    expect(button(panel, 'Enter edit mode')).toBeTruthy();
  });

  it('keeps Add disabled until label, icon and link are given', async () => {
    renderWithShell(<ShortcutsPanel />, { mocks: [list([])] });
    const panel = await openPanel();
    await within(panel).findByText('No shortcuts');
    fireEvent.click(button(panel, 'Enter edit mode'));
    fireEvent.click(button(panel, 'Add shortcut'));

    expect(saveButton(panel, 'Add').disabled).toBe(true);
    typeInto(field(panel, 'Label'), 'Hospedajes');
    await waitFor(() => expect(saveButton(panel, 'Add').disabled).toBe(true));
    await choosePage(panel, 'Lodgings');
    await waitFor(() => expect(saveButton(panel, 'Add').disabled).toBe(true));
    await chooseIcon(panel, 'Building');
    await waitFor(() => expect(saveButton(panel, 'Add').disabled).toBe(false));

    typeInto(field(panel, 'Label'), '   ');
    await waitFor(() => expect(saveButton(panel, 'Add').disabled).toBe(true));
    typeInto(field(panel, 'Label'), 'Hospedajes');
    // An address must be one a browser may open safely.
    fireEvent.click(within(panel).getByRole('radio', { name: 'A web address' }));
    const address = (await within(panel).findByLabelText('Address')) as HTMLInputElement;
    await waitFor(() => expect(saveButton(panel, 'Add').disabled).toBe(true));
    typeInto(address, 'javascript:alert(1)');
    await waitFor(() => expect(saveButton(panel, 'Add').disabled).toBe(true));
    typeInto(address, 'https://www.gob.pe');
    await waitFor(() => expect(saveButton(panel, 'Add').disabled).toBe(false));
  });

  it('offers the pages the user may open, by their names, not paths to type', async () => {
    renderWithShell(<ShortcutsPanel />, { mocks: [list([])] });
    const panel = await openPanel();
    await within(panel).findByText('No shortcuts');
    fireEvent.click(button(panel, 'Enter edit mode'));
    fireEvent.click(button(panel, 'Add shortcut'));
    fireEvent.mouseDown(field(panel, 'Page'));
    await screen.findByTitle('Home');
    const names = [...document.querySelectorAll('.ant-select-item-option')].map(
      (option) => option.textContent,
    );
    expect(names).toEqual(['Home', 'Tour guides', 'Travel agencies', 'Lodgings']);
    expect(within(panel).queryByText(/router/i)).toBeNull();
  });

  it('adds a shortcut and returns to modify', async () => {
    const created = shortcut('9', {
      label: 'Hospedajes',
      description: null,
      icon: 'heroicons_outline:building-library',
      link: '/admin/hospedajes',
    });
    const create = mock(
      CreateShortcutDocument,
      {
        input: {
          label: 'Hospedajes',
          description: null,
          icon: 'heroicons_outline:building-library',
          link: '/admin/hospedajes',
          useRouter: true,
        },
      },
      { createShortcut: created },
    );
    renderWithShell(<ShortcutsPanel />, { mocks: [list([]), create] });
    const panel = await openPanel();
    await within(panel).findByText('No shortcuts');
    fireEvent.click(button(panel, 'Enter edit mode'));
    fireEvent.click(button(panel, 'Add shortcut'));
    typeInto(field(panel, 'Label'), ' Hospedajes ');
    await choosePage(panel, 'Lodgings');
    await chooseIcon(panel, 'Building');
    await waitFor(() => expect(saveButton(panel, 'Add').disabled).toBe(false));

    fireEvent.click(saveButton(panel, 'Add'));

    expect(await within(panel).findByRole('button', { name: 'Edit Hospedajes' })).toBeTruthy();
    expect(create.calls).toHaveBeenCalledTimes(1);
    expect(button(panel, 'Exit edit mode')).toBeTruthy();
  });

  it('says how many shortcuts one user may keep when the server refuses one more', async () => {
    const input = {
      label: 'Hospedajes',
      description: null,
      icon: 'heroicons_outline:building-library',
      link: '/admin/hospedajes',
      useRouter: true,
    };
    const refused = limitReached(CreateShortcutDocument, { input }, 'shortcuts', 50);
    renderWithShell(<ShortcutsPanel />, { mocks: [list([]), refused] });
    const panel = await openPanel();
    await within(panel).findByText('No shortcuts');
    fireEvent.click(button(panel, 'Enter edit mode'));
    fireEvent.click(button(panel, 'Add shortcut'));
    typeInto(field(panel, 'Label'), 'Hospedajes');
    await choosePage(panel, 'Lodgings');
    await chooseIcon(panel, 'Building');
    await waitFor(() => expect(saveButton(panel, 'Add').disabled).toBe(false));

    fireEvent.click(saveButton(panel, 'Add'));

    expect(
      await screen.findByText(
        'You already have 50 shortcuts, the most one user may keep. Delete one to add another.',
      ),
    ).toBeTruthy();
    // The form stays as typed.
    expect(field(panel, 'Label').value).toBe('Hospedajes');
  });

  it('updates a shortcut and returns to modify', async () => {
    const update = mock(
      UpdateShortcutDocument,
      {
        id: '1',
        input: {
          label: 'Policías',
          description: 'About 1',
          icon: 'heroicons_outline:map',
          link: '/admin/place-1',
          useRouter: true,
        },
      },
      { updateShortcut: shortcut('1', { label: 'Policías' }) },
    );
    renderWithShell(<ShortcutsPanel />, { mocks: [list([shortcut('1')]), update] });
    const panel = await openPanel();
    await within(panel).findByRole('link', { name: /Shortcut 1/ });
    fireEvent.click(button(panel, 'Enter edit mode'));
    fireEvent.click(button(panel, 'Edit Shortcut 1'));
    typeInto(field(panel, 'Label'), 'Policías');

    fireEvent.click(saveButton(panel, 'Update'));

    expect(await within(panel).findByRole('button', { name: 'Edit Policías' })).toBeTruthy();
    expect(update.calls).toHaveBeenCalledTimes(1);
  });

  it('deletes a shortcut and returns to modify', async () => {
    const remove = mock(DeleteShortcutDocument, { id: '1' }, { deleteShortcut: true });
    renderWithShell(<ShortcutsPanel />, { mocks: [list([shortcut('1'), shortcut('2')]), remove] });
    const panel = await openPanel();
    await within(panel).findByRole('link', { name: /Shortcut 1/ });
    fireEvent.click(button(panel, 'Enter edit mode'));
    fireEvent.click(button(panel, 'Edit Shortcut 1'));

    fireEvent.click(button(panel, 'Delete'));

    expect(await within(panel).findByRole('button', { name: 'Edit Shortcut 2' })).toBeTruthy();
    expect(within(panel).queryByRole('button', { name: 'Edit Shortcut 1' })).toBeNull();
    expect(remove.calls).toHaveBeenCalledTimes(1);
    expect(button(panel, 'Exit edit mode')).toBeTruthy();
  });
});

describe('a half-filled shortcut', () => {
  it('asks before Cancel throws it away, and keeps it on "Keep editing"', async () => {
    renderWithShell(<ShortcutsPanel />, { mocks: [list([])] });
    const panel = await openPanel();
    await within(panel).findByText('No shortcuts');
    fireEvent.click(button(panel, 'Enter edit mode'));
    fireEvent.click(button(panel, 'Add shortcut'));
    typeInto(field(panel, 'Label'), 'Comisaría de Turismo');

    fireEvent.click(button(panel, 'Cancel'));
    expect((await screen.findAllByText('Discard your changes?')).length).toBeGreaterThan(0);
    fireEvent.click(await screen.findByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByText('Discard your changes?')).toBeNull());
    expect(heading(panel)).toBe('Add shortcut');
    expect(field(panel, 'Label').value).toBe('Comisaría de Turismo');

    fireEvent.click(button(panel, 'Cancel'));
    fireEvent.click(await screen.findByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(button(panel, 'Exit edit mode')).toBeTruthy());
  });
});
