import type { Request, Response } from 'express';
import type { PublicAlert } from '../../shared/alerts';
import { localeOf } from '../../shared/locales';
import type { PublicContact } from '../areas/emergency-contacts/view';
import { nowIso } from '../clock';
import type { Context } from '../context';
import { pageDictionary } from '../i18n';
import { EncodedBody, sendEncoded } from './encoded';
import {
  LANGUAGE_COOKIE,
  PUBLIC_LANGUAGES,
  type PublicLanguage,
  requestLanguage,
} from './language';
import { MANIFEST_PATH } from './manifest';
import type { PageRenderer, PageSource } from './pages';

const ONE_YEAR_MS = 365 * 24 * 60 * 60 * 1000;
/** Rendered pages kept: every language times a few versions of the numbers and alerts. */
const MAX_KEPT = PUBLIC_LANGUAGES.length * 3;

/** The active alerts in one language, most severe first (the alerts area's `publicAlerts`). */
export type AlertsSource = (ctx: Context, lang: PublicLanguage) => Promise<PublicAlert[]>;

/** The alerts a page shows, and when they were read (the page says "as of" offline). */
export interface PageAlerts {
  alerts: PublicAlert[];
  fetchedAt: string;
}

export interface PublicPage {
  /** The numbers the page shows now. */
  contacts(ctx: Context): Promise<PublicContact[]>;
  /** The alerts the page in `lang` shows now, with the time they were read. */
  alerts(ctx: Context, lang: PublicLanguage): Promise<PageAlerts>;
  /**
   * The page in `lang` with these numbers and alerts, kept; null while the client is not built.
   * A kept page keeps the `fetchedAt` of the request that rendered it: the alerts were the same
   * then, and the page's scripts ask for fresh ones once that time is a few minutes old.
   */
  page(
    lang: PublicLanguage,
    contacts: PublicContact[],
    alerts: PageAlerts,
  ): Promise<EncodedBody | null>;
  /** Renders and compresses every language ahead of the first visitor, one at a time. */
  warmUp(ctx: Context): Promise<void>;
}

/**
 * The tourists' page rendered on the server in the visitor's language with the current numbers
 * and alerts, so the emergency drawer and the alerts work before (and without) any script. Each
 * rendering is kept with its compressed forms until the numbers, the alerts, the build or the
 * dev server's code change.
 */
export function createPublicPage(
  pages: PageSource,
  etag: ((body: Buffer) => string) | undefined,
  contacts: (ctx: Context) => Promise<PublicContact[]>,
  alerts: AlertsSource,
): PublicPage {
  const kept = new Map<string, EncodedBody>();
  let keptFor: { template: string; renderer: PageRenderer | null } | null = null;

  const page = async (lang: PublicLanguage, contacts: PublicContact[], alerts: PageAlerts) => {
    const template = await pages.html('index', '/');
    if (template === null) return null;
    const renderer = await pages.renderer();
    if (keptFor?.template !== template || keptFor.renderer !== renderer) {
      kept.clear();
      keptFor = { template, renderer };
    }
    const key = `${lang}\n${JSON.stringify(contacts)}\n${JSON.stringify(alerts.alerts)}`;
    let body = kept.get(key);
    if (!body) {
      const html = Buffer.from(composePage(template, renderer, lang, contacts, alerts), 'utf8');
      body = new EncodedBody(html, etag?.(html));
      if (kept.size >= MAX_KEPT) kept.clear();
      kept.set(key, body);
    }
    return body;
  };

  const alertsNow = async (ctx: Context, lang: PublicLanguage): Promise<PageAlerts> => ({
    alerts: await alerts(ctx, lang),
    fetchedAt: nowIso(ctx),
  });

  return {
    contacts,
    alerts: alertsNow,
    page,
    async warmUp(ctx) {
      const numbers = await contacts(ctx);
      for (const lang of PUBLIC_LANGUAGES) {
        await (await page(lang, numbers, await alertsNow(ctx, lang)))?.prepare();
      }
    },
  };
}

/** `GET /`: the kept rendering for the visitor's language, in the encoding they take. */
export function publicPageRoute(
  publicPage: PublicPage,
  context: (req: Request, res: Response) => Context,
  notBuilt: (res: Response) => void,
) {
  return async (req: Request, res: Response) => {
    const { lang, chosenNow } = requestLanguage(req);
    const ctx = context(req, res);
    const [contacts, alerts] = await Promise.all([
      publicPage.contacts(ctx),
      publicPage.alerts(ctx, lang),
    ]);
    const body = await publicPage.page(lang, contacts, alerts);
    if (!body) return notBuilt(res);
    if (chosenNow) {
      res.cookie(LANGUAGE_COOKIE, lang, { path: '/', maxAge: ONE_YEAR_MS, sameSite: 'lax' });
    }
    res.setHeader('Cache-Control', 'no-cache');
    res.vary('Accept-Language').vary('Cookie');
    sendEncoded(req, res, body, 'html');
  };
}

/**
 * The names a page in `lang` can show: its own and the English and Spanish it falls back to. The
 * other languages' would weigh on every first visit; a language chosen in place fetches them.
 */
function namesShownIn(contact: PublicContact, lang: PublicLanguage): PublicContact['names'] {
  const { es, en, [lang]: own } = contact.names;
  return own ? { es, en, [lang]: own } : { es, en };
}

/**
 * A page dictionary without the alerts' words (`home.alerts`, `home.assistant.alerts`), for a page
 * with no alert to show: they would weigh on every first visit for nothing, and the page fetches
 * them when alerts arrive later (client/src/public/alerts/words.ts).
 */
export function withoutAlertWords<T extends { home: Record<string, unknown> }>(dictionary: T): T {
  const { alerts: _alerts, assistant, ...home } = dictionary.home;
  if (!assistant || typeof assistant !== 'object') return { ...dictionary, home };
  const { alerts: _answers, ...answers } = assistant as Record<string, unknown>;
  return { ...dictionary, home: { ...home, assistant: answers } };
}

/** The template with the rendered page spliced in; without a renderer the browser renders it. */
export function composePage(
  template: string,
  renderer: PageRenderer | null,
  lang: PublicLanguage,
  contacts: PublicContact[],
  alerts: PageAlerts = { alerts: [], fetchedAt: new Date().toISOString() },
): string {
  if (!renderer) return template;
  // Without alerts to show, their words stay out of the page (the scripts fetch them if needed).
  const dictionary = pageDictionary(lang);
  const page = renderer.renderPage({
    lang,
    dictionary: alerts.alerts.length > 0 ? dictionary : withoutAlertWords(dictionary),
    contacts: contacts.map((contact) => ({ ...contact, names: namesShownIn(contact, lang) })),
    alerts,
  });
  return template
    .replace(/<html lang="[^"]*"/, `<html lang="${lang}" dir="${localeOf(lang).dir}"`)
    .replace(`href="${MANIFEST_PATH}"`, `href="${MANIFEST_PATH}?lang=${lang}"`)
    .replace('<!--page-head-->', () => page.head)
    .replace('<!--page-body-->', () => page.body)
    .replace('<!--page-data-->', () => page.data);
}
