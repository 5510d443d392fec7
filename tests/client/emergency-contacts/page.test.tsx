import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { afterEach, describe, expect, it } from 'vitest';
import { EmergencyContactsPage } from '../../../client/src/areas/emergency-contacts/EmergencyContactsPage';
import {
  AdminEmergencyContactsDocument,
  CreateEmergencyContactDocument,
  DeleteEmergencyContactDocument,
  ReorderEmergencyContactsDocument,
  UpdateEmergencyContactDocument,
} from '../../../generated/client';
import { failing, type Mock, mock, renderWithShell } from '../../support/render-with-shell';

afterEach(cleanup);

/** A name with only Spanish and English, as GraphQL answers it. */
const NO_TRANSLATIONS: Record<string, string | null> & { __typename: 'LocalizedText' } = {
  __typename: 'LocalizedText',
  es: '',
  en: '',
  pt: null,
  fr: null,
  de: null,
  it: null,
  ja: null,
  ko: null,
  zhHans: null,
  tr: null,
};

const contact = (id: string, position: number, fields: Record<string, unknown> = {}) => ({
  __typename: 'EmergencyContact' as const,
  id,
  names: {
    ...NO_TRANSLATIONS,
    es: `Nombre ${id}`,
    en: `Name ${id}`,
    tr: `Ad ${id}`,
  },
  phone: '105',
  dial: '105',
  kind: 'POLICE' as const,
  whatsapp: false,
  position,
  hidden: false,
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...fields,
});

const POLICE = contact('police', 1, { phone: '105' });
const FIRE = contact('fire', 2, {
  phone: '084 240313',
  dial: '+5184240313',
  kind: 'FIRE',
  hidden: true,
});
const IPERU = contact('iperu', 3, {
  phone: '944 492 314',
  dial: '+51944492314',
  kind: 'TOURIST_HELP',
  whatsapp: true,
});
const list = (contacts: ReturnType<typeof contact>[]) =>
  mock(AdminEmergencyContactsDocument, undefined, { adminEmergencyContacts: contacts });

const render = (mocks: Mock[]) => renderWithShell(<EmergencyContactsPage />, { mocks });
const row = async (name: string) =>
  (await screen.findByText(name)).closest('tr') as HTMLTableRowElement;
const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
/** The fold that holds the names in the page's other languages. */
const otherNames = (dialog: HTMLElement) =>
  within(dialog).getByRole('button', { name: /Name in other languages/ });

describe('the emergency numbers page', () => {
  it('lists every number in order, each linked to what its number dials', async () => {
    render([list([FIRE, POLICE])]);
    const links = within(await row('Name police')).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['tel:105']);
    const fire = await row('Name fire');
    expect(within(fire).getByRole('link').getAttribute('href')).toBe('tel:+5184240313');
    // People read the number, grouped; only the link carries tel:.
    expect(within(fire).getByRole('link').textContent).toBe('+51 84 240 313');
    expect(within(fire).getByText('Hidden')).toBeTruthy();
    const names = screen.getAllByRole('row').map((tr) => tr.textContent);
    expect(names.findIndex((text) => text?.includes('Name police'))).toBeLessThan(
      names.findIndex((text) => text?.includes('Name fire')),
    );
    const upFirst = screen.getByRole('button', { name: 'Move Name police up' });
    expect((upFirst as HTMLButtonElement).disabled).toBe(true);
    const downLast = screen.getByRole('button', { name: 'Move Name fire down' });
    expect((downLast as HTMLButtonElement).disabled).toBe(true);
  });

  it('moves a number down with a button', async () => {
    const reorder = mock(
      ReorderEmergencyContactsDocument,
      { ids: ['fire', 'police'] },
      {
        reorderEmergencyContacts: [
          { ...FIRE, position: 1 },
          { ...POLICE, position: 2 },
        ],
      },
    );
    render([list([POLICE, FIRE]), reorder]);
    fireEvent.click(await screen.findByRole('button', { name: 'Move Name police down' }));
    await waitFor(() => expect(reorder.calls).toHaveBeenCalledTimes(1));
    await waitFor(() =>
      expect(
        (screen.getByRole('button', { name: 'Move Name fire up' }) as HTMLButtonElement).disabled,
      ).toBe(true),
    );
  });

  it('shows a hidden number again with its switch', async () => {
    const show = mock(
      UpdateEmergencyContactDocument,
      { id: 'fire', input: { hidden: false } },
      { updateEmergencyContact: { ...FIRE, hidden: false } },
    );
    render([list([POLICE, FIRE]), show]);
    const toggle = await screen.findByRole('switch', { name: 'Show Name fire on the public page' });
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    fireEvent.click(toggle);
    await waitFor(() => expect(show.calls).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(toggle.getAttribute('aria-checked')).toBe('true'));
  });

  it('adds a number, previewing what it will dial and refusing what cannot be dialled', async () => {
    const created = contact('new', 3, { phone: '987 654 321', dial: '+51987654321' });
    const create = mock(
      CreateEmergencyContactDocument,
      {
        input: {
          names: { es: 'Serenazgo', en: 'Municipal security', tr: 'Zabıta' },
          phone: '987 654 321',
          kind: 'POLICE',
          whatsapp: false,
        },
      },
      { createEmergencyContact: created },
    );
    render([list([POLICE]), create]);
    fireEvent.click(await screen.findByRole('button', { name: 'New' }));
    const dialog = await screen.findByRole('dialog', { name: 'New number' });
    type('Name in Spanish', ' Serenazgo ');
    type('Name in English', 'Municipal security');
    expect(otherNames(dialog).getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(otherNames(dialog));
    type('Name in Turkish', 'Zabıta');
    expect(await within(dialog).findByText('Written: 1 of 8')).toBeTruthy();
    type('Number', '240313');
    expect(await within(dialog).findByText(/Cannot be dialled as written/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    type('Number', '987 654 321');
    const preview = await within(dialog).findByRole('link', { name: '+51 987 654 321' });
    expect(preview.getAttribute('href')).toBe('tel:+51987654321');
    // Its kind is asked for: the pictogram tourists see.
    expect(await within(dialog).findByText('This field is required.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Police' }));
    expect(create.calls).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(create.calls).toHaveBeenCalledTimes(1));
    expect(await row('Name new')).toBeTruthy();
  });

  it('tells why the server refused a number: a full list above the form, a field beside it', async () => {
    const input = {
      names: { es: 'A', en: 'B', tr: 'C' },
      phone: '106',
      kind: 'MEDICAL',
      whatsapp: false,
    };
    const refused = (fields: Record<string, string>): Mock => ({
      request: { query: CreateEmergencyContactDocument, variables: { input } },
      result: {
        errors: [
          new GraphQLError('Invalid input', { extensions: { code: 'BAD_REQUEST', fields } }),
        ],
      },
    });
    render([
      list([POLICE]),
      refused({ input: 'At most 20 numbers; delete one first' }),
      refused({ 'names.tr': 'At most 60 characters' }),
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'New' }));
    const dialog = await screen.findByRole('dialog', { name: 'New number' });
    type('Name in Spanish', 'A');
    type('Name in English', 'B');
    fireEvent.click(otherNames(dialog));
    type('Name in Turkish', 'C');
    fireEvent.click(otherNames(dialog));
    type('Number', '106');
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Ambulance or health' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(/There are already 20 numbers/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('This is too long.')).toBeTruthy();
    // The name refused was folded away: the fold opens to show it.
    expect(otherNames(dialog).getAttribute('aria-expanded')).toBe('true');
    expect(within(dialog).queryByText(/There are already 20 numbers/)).toBeNull();
  });

  it('shows each number’s kind, and the WhatsApp chat of those that answer there', async () => {
    render([list([POLICE, IPERU])]);
    const iperu = await row('Name iperu');
    expect(within(iperu).getByText('Tourist help')).toBeTruthy();
    expect(within(iperu).getByRole('link', { name: 'WhatsApp' }).getAttribute('href')).toBe(
      'https://wa.me/51944492314',
    );
    const police = await row('Name police');
    expect(within(police).getByText('Police')).toBeTruthy();
    expect(within(police).queryByRole('link', { name: 'WhatsApp' })).toBeNull();
  });

  it('edits a number’s kind and WhatsApp, refusing WhatsApp for a short code', async () => {
    const edit = mock(
      UpdateEmergencyContactDocument,
      {
        id: 'iperu',
        input: {
          // The Turkish name is as it was: it is not sent again.
          names: { es: 'Nombre iperu', en: 'Name iperu' },
          phone: '944 492 314',
          kind: 'POLICE',
          whatsapp: false,
        },
      },
      { updateEmergencyContact: { ...IPERU, kind: 'POLICE', whatsapp: false } },
    );
    render([list([POLICE, IPERU]), edit]);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Name iperu' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit number' });
    const whatsapp = within(dialog).getByRole('checkbox', { name: 'Also answers on WhatsApp' });
    expect((whatsapp as HTMLInputElement).checked).toBe(true);
    expect(
      (within(dialog).getByRole('radio', { name: 'Tourist help' }) as HTMLInputElement).checked,
    ).toBe(true);

    type('Number', '105');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(/A short code has no WhatsApp/)).toBeTruthy();
    type('Number', '944 492 314');
    fireEvent.click(whatsapp);
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Police' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(edit.calls).toHaveBeenCalledTimes(1));
    await waitFor(() =>
      expect(within(screen.getByRole('table')).queryByText('Tourist help')).toBeNull(),
    );
  });

  it('warns that a new Spanish name drops the translations left as they were', async () => {
    const police = { ...POLICE, names: { ...POLICE.names, ja: '警察' } };
    const edit = mock(
      UpdateEmergencyContactDocument,
      {
        id: 'police',
        input: {
          names: { es: 'Policía Nacional', en: 'Name police', tr: 'Polis' },
          phone: '105',
          kind: 'POLICE',
          whatsapp: false,
        },
      },
      {
        updateEmergencyContact: {
          ...police,
          names: { ...NO_TRANSLATIONS, es: 'Policía Nacional', en: 'Name police', tr: 'Polis' },
        },
      },
    );
    render([list([police]), edit]);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Name police' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit number' });
    expect(await within(dialog).findByText('Written: 2 of 8')).toBeTruthy();
    expect(within(dialog).queryByRole('status')).toBeNull();
    type('Name in Spanish', 'Policía Nacional');
    expect((await within(dialog).findByRole('status')).textContent).toMatch(
      /removes the translations you leave as they are \(Japanese and Turkish\)/,
    );
    fireEvent.click(otherNames(dialog));
    type('Name in Turkish', 'Polis');
    await waitFor(() =>
      expect(within(dialog).getByRole('status').textContent).toMatch(/\(Japanese\)/),
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(edit.calls).toHaveBeenCalledTimes(1));
  });

  it('deletes a number only once confirmed', async () => {
    const remove = mock(
      DeleteEmergencyContactDocument,
      { id: 'fire' },
      {
        deleteEmergencyContact: { __typename: 'EmergencyContact', id: 'fire' },
      },
    );
    render([list([POLICE, FIRE]), remove]);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Name fire' }));
    const confirm = await screen.findByRole('button', { name: 'Delete' });
    expect(remove.calls).not.toHaveBeenCalled();
    fireEvent.click(confirm);
    await waitFor(() => expect(remove.calls).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(screen.queryByText('Name fire')).toBeNull());
  });

  it('says so when there are no numbers, and when they cannot be loaded', async () => {
    render([list([])]);
    expect(await screen.findByText(/No numbers yet/)).toBeTruthy();
    cleanup();
    render([failing(AdminEmergencyContactsDocument)]);
    expect(await screen.findByText(/could not be loaded/i)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});
