import type { EmergencyContactRecord } from './model';

type SeedContact = Pick<EmergencyContactRecord, 'id' | 'names' | 'phone' | 'dial'>;

// The six numbers of the specification, each dialling exactly what it shows, then the national
// fire number 116 that the original markup linked by mistake: it is real, so it gets its own entry.
const CONTACTS: SeedContact[] = [
  { id: 'policia', names: { es: 'Policía', en: 'Police', tr: 'Polis' }, phone: '105', dial: '105' },
  {
    id: 'ambulancia',
    names: { es: 'Ambulancia', en: 'Ambulance', tr: 'Ambulans' },
    phone: '106',
    dial: '106',
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
  },
  {
    id: 'turismo-cusco',
    names: { es: 'Turismo Cusco', en: 'Cusco Tourism Office', tr: 'Cusco Turizm Ofisi' },
    phone: '(084) 123456',
    dial: '+5184123456',
  },
  {
    id: 'bomberos-nacional',
    names: {
      es: 'Bomberos – incendio o rescate',
      en: 'Fire brigade – fire or rescue',
      tr: 'İtfaiye – yangın ya da kurtarma',
    },
    phone: '116',
    dial: '116',
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
