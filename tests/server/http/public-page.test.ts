import { describe, expect, it } from 'vitest';
import { foldCaseAndAccents } from '../../../shared/fold-text';
import { PUBLIC_LANGUAGES } from '../../../shared/locales';
import { createTestApp, type TestApp } from '../../support/app';
import { EXPECTED_HREFS, EXPECTED_WHATSAPP } from '../../support/emergency-numbers';

/** How the page writes text inside an element. */
const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** GET / as a browser sends it, with the given extra headers. */
function page(app: TestApp, path = '/', headers: Record<string, string> = {}) {
  const call = app.request.get(path).set('accept', 'text/html');
  for (const [name, value] of Object.entries(headers)) call.set(name, value);
  return call;
}

const htmlLang = (html: string) => /<html lang="([^"]+)"/.exec(html)?.[1];

describe('the public page', () => {
  it('is rendered with every number as a tap-to-call link in a popover the red button opens', async () => {
    const app = await createTestApp();
    const response = await page(app);
    expect(response.status).toBe(200);
    expect(response.text).toMatch(
      /<button[^>]*aria-label="Teléfonos de Emergencia"[^>]*popovertarget="emergency-drawer"/,
    );
    // From the drawer's opening tag to the backdrop that follows it.
    const start = response.text.indexOf('<div id="emergency-drawer"');
    const end = response.text.slice(start).search(/<div[^>]* class="backdrop"/);
    expect(end).toBeGreaterThan(0);
    const drawer = response.text.slice(start, start + end);
    expect(drawer).toMatch(/^<div id="emergency-drawer"[^>]* popover="auto"/);
    expect(drawer).toMatch(
      /<button[^>]*popovertarget="emergency-drawer" popovertargetaction="hide"[^>]*>Cerrar</,
    );
    const hrefs = [...drawer.matchAll(/href="(tel:[^"]+)"/g)].map((m) => m[1]);
    expect(hrefs).toEqual(EXPECTED_HREFS);
    const chats = [...drawer.matchAll(/href="(https:\/\/wa\.me\/[^"]+)"/g)].map((m) => m[1]);
    expect(chats).toEqual(EXPECTED_WHATSAPP);
    // A pictogram per row, each kind's drawing sent once and reused.
    const pictograms = [...drawer.matchAll(/<use href="#(kind-[a-z-]+)"/g)].map((m) => m[1]);
    expect(pictograms).toHaveLength(EXPECTED_HREFS.length);
    for (const kind of new Set(pictograms)) {
      expect(response.text.split(`<symbol id="${kind}"`)).toHaveLength(2);
    }
    expect(drawer).not.toContain('123456');
    expect(response.text).toContain('<title>Turismo Seguro Cusco · Teléfonos de emergencia');
  });

  it('speaks the browser language among its ten, English to other foreigners, else Spanish', async () => {
    const app = await createTestApp();
    const english = await page(app, '/', { 'accept-language': 'en-GB,en;q=0.9' });
    expect(htmlLang(english.text)).toBe('en');
    expect(english.text).toContain('aria-label="Emergency phone numbers"');
    expect(english.text).toContain('<title>Turismo Seguro Cusco · Emergency numbers');

    const turkish = await page(app, '/', { 'accept-language': 'tr-TR,tr;q=0.9,en;q=0.8' });
    expect(htmlLang(turkish.text)).toBe('tr');
    const german = await page(app, '/', { 'accept-language': 'de-AT,de;q=0.9' });
    expect(htmlLang(german.text)).toBe('de');
    const brazilian = await page(app, '/', { 'accept-language': 'pt-BR,pt;q=0.9,en;q=0.8' });
    expect(htmlLang(brazilian.text)).toBe('pt');
    const chinese = await page(app, '/', { 'accept-language': 'zh-CN,zh;q=0.9' });
    expect(chinese.text).toMatch(/^<!doctype html>\s*<html lang="zh-Hans" dir="ltr"/i);

    const hebrew = await page(app, '/', { 'accept-language': 'he-IL,he;q=0.9' });
    expect(htmlLang(hebrew.text)).toBe('en');
    expect(htmlLang((await page(app)).text)).toBe('es');
  });

  it.each(PUBLIC_LANGUAGES)(
    'in %s, the drawer dials the same seven numbers, each named in the language and in Spanish',
    async (lang) => {
      const app = await createTestApp();
      const response = await page(app, `/?lang=${lang}`);
      expect(htmlLang(response.text)).toBe(lang);
      const start = response.text.indexOf('<div id="emergency-drawer"');
      const drawer = response.text.slice(start, response.text.indexOf('class="backdrop"', start));
      const hrefs = [...drawer.matchAll(/href="(tel:[^"]+)"/g)].map((m) => m[1]);
      expect(hrefs).toEqual(EXPECTED_HREFS);
      const names = [...drawer.matchAll(/class="contact-name">([^<]+)</g)].map((m) => m[1]);
      const spanish = [...drawer.matchAll(/<span lang="es" class="contact-local">([^<]+)</g)].map(
        (m) => m[1],
      );
      const contacts = (await app.request.get(`/api/public/emergency-contacts?lang=${lang}`))
        .body as {
        name: string;
        names: Record<string, string>;
      }[];
      // The page and the REST answer name them alike; no key or raw id is shown.
      expect(names).toEqual(contacts.map((contact) => contact.name).map(escapeHtml));
      for (const name of names) expect(name).not.toMatch(/^home\.|^[a-z]+(-[a-z]+)+$/);
      // Beside each name the Spanish one, unless the name already holds it ("SAMUE Cusco (…)",
      // "Polícia").
      const spanishNames = contacts.map((contact) => escapeHtml(contact.names.es ?? ''));
      if (lang === 'es') expect(spanish).toEqual([]);
      else {
        expect(spanish).toEqual(
          spanishNames.filter(
            (name, index) =>
              !foldCaseAndAccents(names[index] ?? '').includes(foldCaseAndAccents(name)),
          ),
        );
        expect(spanish.length).toBeGreaterThanOrEqual(5);
      }
      // The list beside the page, for the scripts, names them in the page's language, English
      // and Spanish only: the other languages' names would weigh on every first visit.
      const inline = JSON.parse(
        /<script type="application\/json" id="emergency-contacts">([^<]*)<\/script>/.exec(
          response.text,
        )?.[1] ?? 'null',
      ) as { names: Record<string, string> }[];
      expect(inline).toHaveLength(contacts.length);
      for (const contact of inline) {
        expect(Object.keys(contact.names).sort()).toEqual([...new Set([lang, 'en', 'es'])].sort());
      }
      // Spanish phrases to point at, the visitor's words beneath: in the HTML, for no script.
      const pointAt = [...drawer.matchAll(/<span[^>]*class="point-at-spanish"[^>]*>([^<]+)</g)];
      expect(pointAt.map((m) => m[1])).toEqual([
        'No hablo español.',
        'Por favor, ayúdeme.',
        'Llame a la policía, por favor.',
        'Llame a una ambulancia, por favor.',
        'Me robaron.',
        'Tengo heridas.',
        'Me perdí.',
      ]);
      expect(pointAt.every((m) => m[0].includes('lang="es"'))).toBe(true);
      const own = [...drawer.matchAll(/class="point-at-own">([^<]+)</g)].map((m) => m[1]);
      expect(own).toHaveLength(lang === 'es' ? 0 : 7);
      for (const words of own) expect(words).not.toMatch(/^home\./);
      // An installed page describes itself in its language.
      const manifest = await app.request.get(`/manifest.webmanifest?lang=${lang}`);
      expect(manifest.headers['content-type']).toMatch(/^application\/manifest\+json/);
      expect(JSON.parse(manifest.text)).toMatchObject({
        lang,
        start_url: '/',
        name: 'Turismo Seguro Cusco',
      });
      expect(JSON.parse(manifest.text).description).toContain(
        /<meta name="description" content="([^"]+)"/.exec(response.text)?.[1]?.slice(0, 12) ?? '-',
      );
      // Every language's page points at the others.
      for (const other of PUBLIC_LANGUAGES) {
        expect(response.text).toContain(
          `<link rel="alternate" hreflang="${other}" href="/?lang=${other}"/>`,
        );
      }
    },
  );

  it('keeps a choice made on the page over the browser language', async () => {
    const app = await createTestApp();
    const chosen = await page(app, '/', { 'accept-language': 'en', cookie: 'lang=tr' });
    expect(htmlLang(chosen.text)).toBe('tr');
    const unknown = await page(app, '/', { 'accept-language': 'en', cookie: 'lang=xx' });
    expect(htmlLang(unknown.text)).toBe('en');
  });

  it('switches language without scripts through ?lang=, and remembers it', async () => {
    const app = await createTestApp();
    const response = await page(app, '/?lang=en', { cookie: 'lang=tr' });
    expect(htmlLang(response.text)).toBe('en');
    expect(response.headers['set-cookie']?.[0]).toMatch(
      /^lang=en; Max-Age=\d+; Path=\/; Expires=.*; SameSite=Lax$/,
    );

    const ignored = await page(app, '/?lang=xx');
    expect(htmlLang(ignored.text)).toBe('es');
    expect(ignored.headers['set-cookie']).toBeUndefined();
  });

  it('says what the answer depends on, and answers a revalidation with 304', async () => {
    const app = await createTestApp();
    const first = await page(app, '/', { 'accept-language': 'en' });
    expect(first.headers.vary).toBe('Accept-Language, Cookie, Accept-Encoding');
    expect(first.headers['cache-control']).toBe('no-cache');
    const again = await page(app, '/', {
      'accept-language': 'en',
      'if-none-match': String(first.headers.etag),
    });
    expect(again.status).toBe(304);
    const spanish = await page(app, '/', { 'if-none-match': String(first.headers.etag) });
    expect(spanish.status).toBe(200);
  });
});
