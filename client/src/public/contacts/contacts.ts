import { whatsappLink } from '../../../../shared/dial';
import { foldCaseAndAccents } from '../../../../shared/fold-text';
import { pickText } from '../../../../shared/locales';
import type { Language } from '../i18n/i18n';

/** One tap-to-call number, as the server inlines it and `GET /api/public/emergency-contacts` returns it. */
export interface EmergencyContact {
  id: string;
  /** The Spanish name. */
  name: string;
  /** In Spanish, English and any of the page's other languages staff wrote it in. */
  names: Partial<Record<Language, string>>;
  /** As people read it, e.g. "084 240313". */
  phone: string;
  /** What the phone dials: "105" or "+5184240313". */
  dial: string;
  /** What it is for (its pictogram): POLICE, MEDICAL, FIRE or TOURIST_HELP; absent in older copies. */
  kind?: string;
  /** The same number answers on WhatsApp; absent in older copies. */
  whatsapp?: boolean;
  position: number;
  updatedAt: string;
}

/** Where the list on screen came from; `stored` means the network failed (offline). */
export type ContactsSource = 'inline' | 'network' | 'stored';

export const CONTACTS_ELEMENT_ID = 'emergency-contacts';
export const CONTACTS_URL = '/api/public/emergency-contacts';
export const CONTACTS_STORAGE_KEY = 'turismo-seguro.emergency-contacts';
/** A phone number is worth little after a long wait: the stored list takes over. */
const FETCH_TIMEOUT_MS = 6000;

/** The name in the page's language, else in English, else the Spanish one. */
export function contactName(contact: EmergencyContact, lang: Language): string {
  return pickText(contact.names, lang).text || contact.name;
}

/**
 * The Spanish name to show beside the visitor's, so a local can read it too; null when the
 * page is in Spanish or the visitor's name already holds it ("SAMUE Cusco (medical emergencies)").
 */
export function localName(contact: EmergencyContact, lang: Language): string | null {
  const spanish = contact.names.es || contact.name;
  const shown = contactName(contact, lang);
  return lang === 'es' || foldCaseAndAccents(shown).includes(foldCaseAndAccents(spanish))
    ? null
    : spanish;
}

/** The link target: exactly the number the contact dials, nothing else. */
export function telHref(contact: EmergencyContact): string {
  return `tel:${contact.dial}`;
}

/** Its WhatsApp chat (`https://wa.me/…`), when the number answers there. */
export function whatsappHref(contact: EmergencyContact): string | null {
  return contact.whatsapp === true ? whatsappLink(contact.dial) : null;
}

/**
 * Keeps only well-formed contacts, in display order. Anything else (an older cache, a broken
 * edit) is dropped rather than shown as a link that dials the wrong thing.
 */
export function parseContacts(data: unknown): EmergencyContact[] | null {
  if (!Array.isArray(data)) return null;
  const contacts = data.filter(isContact);
  return contacts.sort((a, b) => a.position - b.position);
}

function isContact(value: unknown): value is EmergencyContact {
  if (!value || typeof value !== 'object') return false;
  const c = value as Partial<EmergencyContact>;
  return (
    typeof c.id === 'string' &&
    typeof c.name === 'string' &&
    typeof c.phone === 'string' &&
    typeof c.dial === 'string' &&
    /^\+?\d{2,15}$/.test(c.dial) &&
    typeof c.position === 'number' &&
    !!c.names &&
    typeof c.names === 'object'
  );
}

/** The list the server wrote into the page (`<script type="application/json">`), if any. */
export function readInlineContacts(doc: Document = document): EmergencyContact[] | null {
  const text = doc.getElementById(CONTACTS_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    const contacts = parseContacts(JSON.parse(text));
    return contacts?.length ? contacts : null;
  } catch {
    return null;
  }
}

export async function fetchContacts(): Promise<EmergencyContact[]> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), FETCH_TIMEOUT_MS);
  try {
    const response = await fetch(CONTACTS_URL, {
      headers: { Accept: 'application/json' },
      signal: controller.signal,
    });
    if (!response.ok) throw new Error(`GET ${CONTACTS_URL}: ${response.status}`);
    const contacts = parseContacts(await response.json());
    if (!contacts?.length) throw new Error(`GET ${CONTACTS_URL}: no contacts`);
    return contacts;
  } finally {
    clearTimeout(timer);
  }
}

export function readStoredContacts(): EmergencyContact[] | null {
  try {
    const text = localStorage.getItem(CONTACTS_STORAGE_KEY);
    const contacts = text ? parseContacts(JSON.parse(text)) : null;
    return contacts?.length ? contacts : null;
  } catch {
    return null;
  }
}

export function storeContacts(contacts: EmergencyContact[]): void {
  try {
    localStorage.setItem(CONTACTS_STORAGE_KEY, JSON.stringify(contacts));
  } catch {
    // Storage full or blocked: the service worker's copy still covers the offline case.
  }
}

export interface LoadedContacts {
  contacts: EmergencyContact[];
  source: ContactsSource | 'none';
}

/** The page's data first, then the API, then the last list this device saw. */
export async function loadContacts(): Promise<LoadedContacts> {
  const inline = readInlineContacts();
  if (inline) {
    storeContacts(inline);
    return { contacts: inline, source: 'inline' };
  }
  try {
    const fetched = await fetchContacts();
    storeContacts(fetched);
    return { contacts: fetched, source: 'network' };
  } catch {
    const stored = readStoredContacts();
    return stored ? { contacts: stored, source: 'stored' } : { contacts: [], source: 'none' };
  }
}
