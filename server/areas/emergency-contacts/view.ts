import { pickText } from '../../../shared/locales';
import { DEFAULT_LANGUAGE, type PublicLanguage } from '../../http/language';
import type { EmergencyContactRecord } from './model';

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
