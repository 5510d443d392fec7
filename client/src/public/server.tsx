import { renderToString } from 'preact-render-to-string';
import { App } from './App';
import { ALERTS_ELEMENT_ID, type AlertsData } from './alerts/alerts';
import { CONTACTS_ELEMENT_ID, type EmergencyContact } from './contacts/contacts';
import {
  DICTIONARY_ELEMENT_ID,
  i18n,
  LANGUAGES,
  type Language,
  type PageDictionary,
  setPageDictionary,
} from './i18n/i18n';

export interface PageInput {
  lang: Language;
  /** The page's part of the language's dictionary. */
  dictionary: PageDictionary;
  contacts: EmergencyContact[];
  /** The active alerts in the page's language (each falling back to English, then Spanish). */
  alerts?: AlertsData;
}

/** The parts of index.html the server fills in (server/http/public-page.ts). */
export interface RenderedPage {
  /** `<title>` and the description, in the page's language. */
  head: string;
  /** The inside of `#root`. */
  body: string;
  /** The numbers, the alerts and the words, inlined for hydration without a request. */
  data: string;
}

/**
 * The tourists' page as the server sends it: every number, the drawer and its buttons work from
 * this HTML before any script arrives, and main.tsx hydrates the same markup with the same data.
 * Built with Preact like the page (vite.config.ts), into the client's build.
 */
export function renderPage({ lang, dictionary, contacts, alerts }: PageInput): RenderedPage {
  // Synchronous from the switch to the strings: concurrent requests never see another language.
  setPageDictionary(lang, dictionary);
  return {
    head: renderToString(
      <>
        <title>{i18n.t('home.meta.title')}</title>
        <meta name="description" content={i18n.t('home.meta.description')} />
        {/* The same page in each language, for search engines and translators' tools. */}
        {LANGUAGES.map((code) => (
          <link key={code} rel="alternate" hrefLang={code} href={`/?lang=${code}`} />
        ))}
        <link rel="alternate" hrefLang="x-default" href="/" />
      </>,
    ),
    body: renderToString(<App contacts={contacts} alerts={alerts} />),
    data:
      inlineJson(CONTACTS_ELEMENT_ID, contacts) +
      (alerts ? inlineJson(ALERTS_ELEMENT_ID, alerts) : '') +
      inlineJson(DICTIONARY_ELEMENT_ID, { home: dictionary.home, phrases: dictionary.phrases }),
  };
}

/**
 * JSON inside a non-executable script element. `<` is escaped so the data can never close the
 * element, and the line separators that are invalid in old JavaScript parsers too.
 */
export function inlineJson(id: string, data: unknown): string {
  const json = JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  return `<script type="application/json" id="${id}">${json}</script>`;
}
