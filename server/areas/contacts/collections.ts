import { defineCollection } from '../../store/collection';
import type { ContactRecord, ContactTagRecord } from './model';
import { SEEDED_CONTACT_TAGS, seedContacts } from './seed';

declare module '../../store/types' {
  interface Collections {
    contacts: ContactRecord;
    contactTags: ContactTagRecord;
  }
}

export const contactsCollection = defineCollection('contacts', {
  seed: () => seedContacts(),
});

export const contactTagsCollection = defineCollection('contactTags', {
  seed: () => structuredClone(SEEDED_CONTACT_TAGS),
});
