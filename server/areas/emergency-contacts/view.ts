import { pickText } from '../../../shared/locales';
import type { Context } from '../../context';
import { DEFAULT_LANGUAGE, type PublicLanguage } from '../../http/language';
import type { EmergencyContactRecord } from './model';
import { listEmergencyContacts } from './service';

/** What the public page receives for one number: the REST answer and the page's inline data. */
export function toPublicContact(contact: EmergencyContactRecord, lang: PublicLanguage) {
  return {
    id: contact.id,
    name: pickText(contact.names, lang).text,
    names: contact.names,
    phone: contact.phone,
    dial: contact.dial,
    kind: contact.kind,
    whatsapp: contact.whatsapp,
    position: contact.position,
    updatedAt: contact.updatedAt,
  };
}

/** One number as the administration's REST paths answer it: the GraphQL type's fields. */
export function toAdminContact(contact: EmergencyContactRecord, lang = DEFAULT_LANGUAGE) {
  return { ...toPublicContact(contact, lang), hidden: contact.hidden === true };
}

export type PublicContact = ReturnType<typeof toPublicContact>;

/** The numbers as the public page shows them (and as `GET /api/public/emergency-contacts` answers). */
export async function publicContacts(ctx: Context): Promise<PublicContact[]> {
  return (await listEmergencyContacts(ctx)).map((contact) =>
    toPublicContact(contact, DEFAULT_LANGUAGE),
  );
}
