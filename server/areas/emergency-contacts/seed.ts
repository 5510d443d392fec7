import { PUBLIC_LANGUAGES } from '../../../shared/locales';
import { seedTexts } from '../../i18n';
import type { EmergencyContactRecord, LocalizedText } from './model';

type SeedContact = Pick<EmergencyContactRecord, 'id' | 'phone' | 'dial' | 'kind' | 'whatsapp'>;

/** The Tourist Police's national line: phone and WhatsApp, staffed day and night (MINCETUR). */
const TOURIST_POLICE_LINE: SeedContact = {
  id: 'policia-turismo',
  phone: '980 122 335',
  dial: '+51980122335',
  kind: 'POLICE',
  whatsapp: true,
};

/** iPerú, PromPerú's information and assistance for tourists: phone and WhatsApp, 24 h. */
const IPERU: SeedContact = {
  id: 'iperu',
  phone: '944 492 314',
  dial: '+51944492314',
  kind: 'TOURIST_HELP',
  whatsapp: true,
};

// The specification's numbers, each dialling exactly what it shows; its "Turismo Cusco
// (084) 123456" was example data, so the two real round-the-clock lines for tourists take its
// place: iPerú, and the Tourist Police after 105. The national fire number 116, which the original
// markup linked by mistake, is real: it gets its own entry.
const CONTACTS: SeedContact[] = [
  {
    id: 'policia',
    phone: '105',
    dial: '105',
    kind: 'POLICE',
    whatsapp: false,
  },
  TOURIST_POLICE_LINE,
  {
    id: 'ambulancia',
    phone: '106',
    dial: '106',
    kind: 'MEDICAL',
    whatsapp: false,
  },
  {
    id: 'bomberos-cusco',
    phone: '084 240313',
    dial: '+5184240313',
    kind: 'FIRE',
    whatsapp: false,
  },
  {
    id: 'samue-cusco',
    phone: '084 216464',
    dial: '+5184216464',
    kind: 'MEDICAL',
    whatsapp: false,
  },
  {
    id: 'hospital-regional-cusco',
    phone: '084 231131',
    dial: '+5184231131',
    kind: 'MEDICAL',
    whatsapp: false,
  },
  IPERU,
  {
    id: 'bomberos-nacional',
    phone: '116',
    dial: '116',
    kind: 'FIRE',
    whatsapp: false,
  },
];

/** The numbers' names, each language in its file (seed-texts/<lang>.json, by id). */
const NAMES_FOLDER = 'server/areas/emergency-contacts/seed-texts';

/** A seeded number's names in every language the page offers; each name says what to call it for. */
function namesOf(id: string, texts: Record<string, Record<string, string>>): LocalizedText {
  const names = Object.fromEntries(
    PUBLIC_LANGUAGES.map((lang) => [lang, texts[lang]?.[id]]).filter(([, name]) => name),
  );
  if (!names.es || !names.en)
    throw new Error(`The seeded number ${id} has no Spanish or English name`);
  return names as LocalizedText;
}

export function seedEmergencyContacts(now: string): EmergencyContactRecord[] {
  const texts = seedTexts<Record<string, string>>(NAMES_FOLDER);
  return CONTACTS.map((contact, index) => ({
    ...contact,
    names: namesOf(contact.id, texts),
    position: index + 1,
    hidden: false,
    createdAt: now,
    updatedAt: now,
  }));
}
