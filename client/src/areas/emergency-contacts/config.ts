import type { RegistryAreaConfig } from '../../registry/area';

/**
 * The public numbers as the history kit reads them: texts `emergencyContacts.fields.<field>`,
 * kinds as the page names them, a name in each language with that language's name.
 */
export const EMERGENCY_CONTACTS: RegistryAreaConfig = {
  area: 'emergency-contacts',
  historyArea: 'emergency_contacts',
  i18nKey: 'emergencyContacts',
  fieldOrder: ['names', 'phone', 'dial', 'kind', 'whatsapp', 'hidden', 'position'],
  formatValue: (field, value, { t, language }) => {
    if (field === 'kind' && typeof value === 'string') {
      return t(`emergencyContacts.kinds.${value}`, { defaultValue: value });
    }
    if (field === 'names' && value !== null && typeof value === 'object') {
      const languages = new Intl.DisplayNames([language], { type: 'language' });
      return Object.entries(value as Record<string, string>)
        .map(([lang, name]) => `${languages.of(lang) ?? lang}: ${name}`)
        .join(' · ');
    }
    return undefined;
  },
};
