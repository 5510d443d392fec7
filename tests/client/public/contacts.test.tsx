import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  CONTACTS_STORAGE_KEY,
  CONTACTS_URL,
  loadContacts,
  parseContacts,
  telHref,
  whatsappHref,
} from '../../../client/src/public/contacts/contacts';
import {
  EXPECTED_HREFS,
  inlineContacts,
  jsonResponse,
  resetPage,
  seededContacts,
  storedContacts,
} from './fixtures';

afterEach(() => {
  resetPage();
  vi.unstubAllGlobals();
});

describe('emergency contacts loading', () => {
  it('uses the list the server inlined, without a request, and keeps a copy', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    inlineContacts(seededContacts());

    const { contacts, source } = await loadContacts();

    expect(source).toBe('inline');
    expect(contacts.map(telHref)).toEqual(EXPECTED_HREFS);
    expect(fetch).not.toHaveBeenCalled();
    expect(JSON.parse(localStorage.getItem(CONTACTS_STORAGE_KEY) ?? '[]')).toHaveLength(8);
  });

  it('fetches the public endpoint when the page has no inline list', async () => {
    const fetch = vi.fn(async () => jsonResponse(seededContacts()));
    vi.stubGlobal('fetch', fetch);
    storedContacts(seededContacts().slice(0, 2));

    const { contacts, source } = await loadContacts();

    expect(source).toBe('network');
    expect(fetch).toHaveBeenCalledWith(CONTACTS_URL, expect.anything());
    expect(contacts).toHaveLength(8);
    // The fresh list replaces the older stored one.
    expect(JSON.parse(localStorage.getItem(CONTACTS_STORAGE_KEY) ?? '[]')).toHaveLength(8);
  });

  it('falls back to the last stored list when the network fails', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    storedContacts(seededContacts());

    const { contacts, source } = await loadContacts();

    expect(source).toBe('stored');
    expect(contacts.map(telHref)).toEqual(EXPECTED_HREFS);
  });

  it('treats a server error like a network failure', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse({ error: 'X' }, 503)),
    );
    storedContacts(seededContacts());
    expect((await loadContacts()).source).toBe('stored');
  });

  it('says so when no source has numbers', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse([])),
    );
    expect(await loadContacts()).toEqual({ contacts: [], source: 'none' });
  });

  it('ignores a malformed inline list and asks the network', async () => {
    const fetch = vi.fn(async () => jsonResponse(seededContacts()));
    vi.stubGlobal('fetch', fetch);
    inlineContacts('not a list');
    expect((await loadContacts()).source).toBe('network');
    expect(fetch).toHaveBeenCalledOnce();
  });
});

describe('whatsappHref', () => {
  it('links the lines that answer on WhatsApp to their chat, digits only', () => {
    const chats = seededContacts().map(whatsappHref);
    expect(chats.filter(Boolean)).toEqual([
      'https://wa.me/51980122335',
      'https://wa.me/51944492314',
    ]);
  });
});

describe('parseContacts', () => {
  it('sorts by position and drops entries that could dial the wrong thing', () => {
    const [first, second] = seededContacts();
    const parsed = parseContacts([
      { ...second },
      { ...first },
      { ...first, id: 'broken', dial: 'javascript:alert(1)' },
      { id: 'partial' },
      null,
    ]);
    expect(parsed?.map((contact) => contact.id)).toEqual(['policia', 'policia-turismo']);
  });

  it('keeps a copy stored before kinds and WhatsApp existed, offering no WhatsApp for it', () => {
    const [police, touristPolice] = seededContacts();
    const { kind: _, whatsapp: __, ...older } = touristPolice as NonNullable<typeof touristPolice>;
    const parsed = parseContacts([police, older]);
    expect(parsed?.map((contact) => contact.id)).toEqual(['policia', 'policia-turismo']);
    expect(parsed?.map(whatsappHref)).toEqual([null, null]);
  });

  it('rejects anything but an array', () => {
    expect(parseContacts({ contacts: [] })).toBeNull();
  });
});
