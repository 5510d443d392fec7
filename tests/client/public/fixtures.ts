import { readFileSync } from 'node:fs';
import es from '../../../client/public/i18n/public/es.json';
import type { EmergencyContact } from '../../../client/src/public/contacts/contacts';
import {
  CONTACTS_ELEMENT_ID,
  CONTACTS_STORAGE_KEY,
} from '../../../client/src/public/contacts/contacts';
import {
  addDictionary,
  type Language,
  type PublicDictionary,
  setPageDictionary,
} from '../../../client/src/public/i18n/i18n';
import { forgetLoadedOffices, type PoliceOffice } from '../../../client/src/public/police/offices';
import { seedEmergencyContacts } from '../../../server/areas/emergency-contacts/seed';
import { toPublicContact } from '../../../server/areas/emergency-contacts/view';
import { seedJurisdictions } from '../../../server/areas/jurisdictions/seed';
import { toOffice } from '../../../server/areas/police-offices/service';

/** The page in Spanish, as the server renders it: the words it inlines beside the markup. */
export function spanishPage(): void {
  setPageDictionary('es', { home: es.home });
}

/** Languages' whole dictionaries in place, as the page has them once it fetched them. */
export function addDictionaries(...langs: Language[]): void {
  for (const lang of langs) {
    const text = readFileSync(`client/public/i18n/public/${lang}.json`, 'utf8');
    addDictionary(lang, JSON.parse(text) as PublicDictionary);
  }
}

/** The seeded numbers exactly as the server sends them to the page. */
export function seededContacts(): EmergencyContact[] {
  return seedEmergencyContacts('2026-01-01T00:00:00.000Z').map((contact) =>
    toPublicContact(contact, 'es'),
  );
}

/** What the server writes in place of `<!--emergency-contacts-->`. */
export function inlineContacts(contacts: unknown): void {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = CONTACTS_ELEMENT_ID;
  script.textContent = JSON.stringify(contacts);
  document.body.append(script);
}

export function storedContacts(contacts: unknown): void {
  localStorage.setItem(CONTACTS_STORAGE_KEY, JSON.stringify(contacts));
}

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/** Leaves no page data, storage or fetch stub behind for the next test. */
export function resetPage(): void {
  forgetLoadedOffices();
  document.getElementById(CONTACTS_ELEMENT_ID)?.remove();
  localStorage.clear();
  sessionStorage.clear();
}

export { EXPECTED_HREFS } from '../../support/emergency-numbers';

/** The seeded police offices exactly as `GET /api/public/police-offices` sends them. */
export function seededOffices(): PoliceOffice[] {
  return seedJurisdictions(new Date('2026-01-01T00:00:00Z'))
    .map(toOffice)
    .sort((a, b) => a.jurisdiction.localeCompare(b.jurisdiction, 'es'));
}
