import { withSeededLanguages, withSeedTwins } from '../../i18n';
import type { CollectionMigration } from '../../store/collection';
import { inferKind } from './kind';
import type { EmergencyContactRecord } from './model';

/** The specification's example number, as earlier seeds stored it. */
const PLACEHOLDER = {
  id: 'turismo-cusco',
  names: { es: 'Turismo Cusco', en: 'Cusco Tourism Office', tr: 'Cusco Turizm Ofisi' },
  phone: '(084) 123456',
};
const IPERU_ID = 'iperu';
const TOURIST_POLICE_ID = 'policia-turismo';

/** A number as earlier builds stored it: without a kind or WhatsApp. */
type Stored = Omit<EmergencyContactRecord, 'kind' | 'whatsapp'> &
  Partial<Pick<EmergencyContactRecord, 'kind' | 'whatsapp'>>;

/**
 * Version 7: every number gets a kind (inferred) and `whatsapp`; the placeholder becomes iPerú
 * unless staff changed it (its names, number or visibility); the Tourist Police's line joins
 * right after 105 unless its number is listed already. Running it again changes nothing.
 */
export const realTouristLines: CollectionMigration<EmergencyContactRecord> = {
  reason:
    'numbers get a kind and WhatsApp; the example (084) 123456 becomes iPerú; the Tourist Police line joins after 105',
  migrate: (stored, seeded) => {
    const seed = new Map(seeded.map((contact) => [contact.id, contact]));
    let contacts = (stored as Stored[]).map((contact) => {
      const iperu = seed.get(IPERU_ID);
      // The seed's iPerú, stamped when this build first opened the store, in the example's place.
      if (isUntouchedPlaceholder(contact) && iperu) return { ...iperu, position: contact.position };
      return {
        ...contact,
        kind: contact.kind ?? inferKind(contact),
        whatsapp: contact.whatsapp === true,
      };
    });
    const police = seed.get(TOURIST_POLICE_ID);
    if (police && !contacts.some((contact) => contact.dial === police.dial)) {
      contacts = insertAfterPolice(contacts, police);
    }
    return contacts;
  },
};

function isUntouchedPlaceholder(contact: Stored): boolean {
  return (
    contact.id === PLACEHOLDER.id &&
    contact.phone === PLACEHOLDER.phone &&
    contact.hidden !== true &&
    contact.names.es === PLACEHOLDER.names.es &&
    contact.names.en === PLACEHOLDER.names.en &&
    contact.names.tr === PLACEHOLDER.names.tr
  );
}

/**
 * `line` right after the number that dials 105 (first when there is none), the numbers below
 * it moved one place down. Positions may have gaps (a deletion leaves one): only order counts.
 */
function insertAfterPolice(
  contacts: EmergencyContactRecord[],
  line: EmergencyContactRecord,
): EmergencyContactRecord[] {
  const after = contacts.find((contact) => contact.dial === '105')?.position ?? 0;
  const moved = contacts.map((contact) =>
    contact.position > after ? { ...contact, position: contact.position + 1 } : contact,
  );
  return [...moved, { ...line, position: after + 1 }];
}

/**
 * Version 8: the seeded numbers get their names in the page's new languages (pt, fr, de, it, ja,
 * ko, zh-Hans) where staff kept the seeded Spanish name. Running it again changes nothing.
 */
export const namesInEveryLanguage: CollectionMigration<EmergencyContactRecord> = {
  reason: 'the seeded numbers get their names in every language of the tourists’ page',
  migrate: (stored, seeded) =>
    withSeedTwins(stored, seeded, (contact, twin) => ({
      ...contact,
      names: withSeededLanguages(
        contact.names,
        twin.names,
        contact.names.es === twin.names.es,
      ) as EmergencyContactRecord['names'],
    })),
};
