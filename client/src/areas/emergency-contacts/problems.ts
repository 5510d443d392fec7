import type { TFunction } from 'i18next';
import { PUBLIC_LANGUAGES, type PublicLanguage } from '../../../../shared/locales';
import { graphQLErrorsOf } from '../../apollo/errors';

/** Where the server says a refused number went wrong, in the reader's language. */
export interface ContactProblems {
  /** Beside a field of the form: its path (`['names', 'es']`) and the message. */
  fields: { name: FieldPath; errors: string[] }[];
  /** Above the form, for what is not about one field (a full list, no connection). */
  general: string | null;
}

type FieldPath = ['names', PublicLanguage] | ['phone'] | ['kind'] | ['whatsapp'];

/** The server's field names (`names.es`, `names.zh-Hans`) as the form's paths. */
const FORM_FIELDS: Record<string, FieldPath> = {
  ...Object.fromEntries(
    PUBLIC_LANGUAGES.map((lang): [string, FieldPath] => [`names.${lang}`, ['names', lang]]),
  ),
  phone: ['phone'],
  kind: ['kind'],
  whatsapp: ['whatsapp'],
};

/** The server's field messages (stable English texts) as translation keys. */
function fieldMessage(t: TFunction, message: string): string {
  if (message === 'Required') return t('emergencyContacts.validation.required');
  if (message.startsWith('Not a number a phone can dial')) {
    return t('emergencyContacts.validation.notDiallable');
  }
  if (/^At most \d+ characters$/.test(message)) return t('emergencyContacts.validation.tooLong');
  if (message.startsWith('A short code has no WhatsApp')) {
    return t('emergencyContacts.validation.noWhatsapp');
  }
  return t('emergencyContacts.validation.invalid');
}

/** Reads a failed create or update: field problems when the server named them. */
export function contactProblems(t: TFunction, error: unknown): ContactProblems {
  const errors = graphQLErrorsOf(error);
  if (!errors) return { fields: [], general: t('emergencyContacts.errors.network') };
  const extensions = errors[0]?.extensions ?? {};
  if (extensions.code === 'BAD_REQUEST' && extensions.fields) {
    const entries = Object.entries(extensions.fields as Record<string, unknown>);
    const fields = entries.flatMap(([name, message]) => {
      const path = FORM_FIELDS[name];
      return path && typeof message === 'string'
        ? [{ name: path, errors: [fieldMessage(t, message)] }]
        : [];
    });
    const full = entries.some(([name]) => name === 'input');
    if (full) return { fields, general: t('emergencyContacts.errors.full') };
    if (fields.length > 0) return { fields, general: null };
  }
  if (extensions.code === 'NOT_FOUND') {
    return { fields: [], general: t('emergencyContacts.errors.notFound') };
  }
  return { fields: [], general: t('emergencyContacts.errors.saveFailed') };
}
