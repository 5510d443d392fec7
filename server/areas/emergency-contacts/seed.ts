import type { EmergencyContactRecord } from './model';

type SeedContact = Pick<
  EmergencyContactRecord,
  'id' | 'names' | 'phone' | 'dial' | 'kind' | 'whatsapp'
>;

/** The Tourist Police's national line: phone and WhatsApp, staffed day and night (MINCETUR). */
const TOURIST_POLICE_LINE: SeedContact = {
  id: 'policia-turismo',
  names: {
    es: 'Policía de Turismo – línea nacional',
    en: 'Tourist Police – national line',
    tr: 'Turizm Polisi – ulusal hat',
  },
  phone: '980 122 335',
  dial: '+51980122335',
  kind: 'POLICE',
  whatsapp: true,
};

/** iPerú, PromPerú's information and assistance for tourists: phone and WhatsApp, 24 h. */
const IPERU: SeedContact = {
  id: 'iperu',
  names: {
    es: 'iPerú – asistencia al turista, 24 h',
    en: 'iPerú – tourist assistance, 24 h',
    tr: 'iPerú – turist yardımı, 24 saat',
  },
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
    names: { es: 'Policía', en: 'Police', tr: 'Polis' },
    phone: '105',
    dial: '105',
    kind: 'POLICE',
    whatsapp: false,
  },
  TOURIST_POLICE_LINE,
  {
    id: 'ambulancia',
    names: { es: 'Ambulancia', en: 'Ambulance', tr: 'Ambulans' },
    phone: '106',
    dial: '106',
    kind: 'MEDICAL',
    whatsapp: false,
  },
  {
    id: 'bomberos-cusco',
    // Two fire-brigade lines: each name says when to call it.
    names: {
      es: 'Bomberos – estación Cusco',
      en: 'Fire brigade – Cusco station',
      tr: 'İtfaiye – Cusco istasyonu',
    },
    phone: '084 240313',
    dial: '+5184240313',
    kind: 'FIRE',
    whatsapp: false,
  },
  {
    id: 'samue-cusco',
    names: {
      es: 'SAMUE Cusco',
      en: 'SAMUE Cusco (medical emergencies)',
      tr: 'SAMUE Cusco (tıbbi acil)',
    },
    phone: '084 216464',
    dial: '+5184216464',
    kind: 'MEDICAL',
    whatsapp: false,
  },
  {
    id: 'hospital-regional-cusco',
    names: {
      es: 'Hospital Regional Cusco',
      en: 'Cusco Regional Hospital',
      tr: 'Cusco Bölge Hastanesi',
    },
    phone: '084 231131',
    dial: '+5184231131',
    kind: 'MEDICAL',
    whatsapp: false,
  },
  IPERU,
  {
    id: 'bomberos-nacional',
    names: {
      es: 'Bomberos – incendio o rescate',
      en: 'Fire brigade – fire or rescue',
      tr: 'İtfaiye – yangın ya da kurtarma',
    },
    phone: '116',
    dial: '116',
    kind: 'FIRE',
    whatsapp: false,
  },
];

export function seedEmergencyContacts(now: string): EmergencyContactRecord[] {
  return CONTACTS.map((contact, index) => ({
    ...contact,
    position: index + 1,
    hidden: false,
    createdAt: now,
    updatedAt: now,
  }));
}
