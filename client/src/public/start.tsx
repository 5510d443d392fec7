import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './App';
import { readInlineAlerts } from './alerts/alerts';
import { readInlineContacts } from './contacts/contacts';
import {
  changeLanguage,
  chosenLanguage,
  DEFAULT_LANGUAGE,
  isLanguage,
  readInlineDictionary,
  setPageDictionary,
} from './i18n/i18n';

/**
 * Takes over the page the server rendered (server.tsx): hydrates the same markup in the same
 * language with the same numbers and alerts, so nothing on screen changes when the scripts arrive.
 */
export function startPage(doc: Document = document): void {
  const root = doc.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  const rendered = doc.documentElement.lang;
  const lang = isLanguage(rendered) ? rendered : DEFAULT_LANGUAGE;
  const dictionary = readInlineDictionary(doc);
  const page = (
    <StrictMode>
      <App contacts={readInlineContacts(doc)} alerts={readInlineAlerts(doc)} />
    </StrictMode>
  );

  if (!dictionary) {
    // Not the server's page (it always inlines the words): fetch them, then render.
    void changeLanguage(chosenLanguage(doc) ?? lang).finally(() => createRoot(root).render(page));
    return;
  }
  setPageDictionary(lang, dictionary);
  if (root.firstElementChild) hydrateRoot(root, page);
  else createRoot(root).render(page);
  // A copy kept for offline use may be in the language chosen before the last switch.
  const chosen = chosenLanguage(doc);
  if (chosen && chosen !== lang) void changeLanguage(chosen).catch(() => {});
}
