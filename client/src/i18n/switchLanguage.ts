import type { i18n as I18n } from 'i18next';

/**
 * Switches the staff application to `language` once its dictionary is at hand, and says whether
 * it did. i18next alone would switch to a language whose dictionary failed to load (the page
 * keeps its old texts under the new language's name) and would never ask for that dictionary
 * again in the session, so the switcher would seem to do nothing. Here a missing dictionary is
 * asked for again, and on failure the language stays what it was.
 */
export async function switchLanguage(i18n: I18n, language: string): Promise<boolean> {
  const namespace = 'translation';
  if (!i18n.hasResourceBundle(language, namespace)) {
    // reloadResources also asks for a dictionary that failed before (loadLanguages would not).
    await i18n.reloadResources([language], [namespace]).catch(() => undefined);
    if (!i18n.hasResourceBundle(language, namespace)) return false;
  }
  await i18n.changeLanguage(language);
  return true;
}
