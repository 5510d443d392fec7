import cookieParser from 'cookie-parser';
import express from 'express';
import supertest from 'supertest';
import { describe, expect, it } from 'vitest';
import { seedEmergencyContacts } from '../../../server/areas/emergency-contacts/seed';
import { toPublicContact } from '../../../server/areas/emergency-contacts/view';
import type { Context } from '../../../server/context';
import { builtPages } from '../../../server/http/pages';
import { createPublicPage, publicPageRoute } from '../../../server/http/public-page';
import type { PublicAlert } from '../../../shared/alerts';
import type { PublicLanguage } from '../../../shared/locales';
import { fakeClientDir } from '../../support/app';
import { publicAlertsIn } from '../../support/public-alerts';

const NOW = Date.parse('2026-11-28T15:00:00.000Z');

/** The page's route alone, over the given alerts (a function of the page's language). */
function pageWith(alertsFor: (lang: PublicLanguage) => PublicAlert[]) {
  const contacts = seedEmergencyContacts('2026-01-01T00:00:00.000Z').map((contact) =>
    toPublicContact(contact, 'es'),
  );
  const asked: PublicLanguage[] = [];
  const publicPage = createPublicPage(
    builtPages(fakeClientDir()),
    undefined,
    async () => contacts,
    async (_ctx, lang) => {
      asked.push(lang);
      return alertsFor(lang);
    },
  );
  const ctx = { clock: () => NOW } as unknown as Context;
  const app = express();
  app.get(
    '/',
    cookieParser(),
    publicPageRoute(
      publicPage,
      () => ctx,
      (res) => res.status(503).end(),
    ),
  );
  const get = async (lang: PublicLanguage) =>
    (await supertest(app).get(`/?lang=${lang}`).set('accept', 'text/html')).text;
  return { get, asked };
}

/** The alerts section of a page, from its opening tag to the situations that follow it. */
function alertsSection(html: string): string {
  const start = html.indexOf('<section id="alerts"');
  if (start < 0) return '';
  return html.slice(start, html.indexOf('<section id="situations"', start));
}

const headlines = (section: string) =>
  [...section.matchAll(/<h3 [^>]*class="alert-headline"[^>]*>([^<]+)</g)].map((m) => m[1]);

describe('the public page with alerts', () => {
  it('shows them first, above the situations, in the server’s order and without scripts', async () => {
    const page = pageWith(publicAlertsIn);
    const html = await page.get('en');
    const section = alertsSection(html);
    expect(section).not.toBe('');
    expect(html.indexOf('<section id="alerts"')).toBeLessThan(html.indexOf('id="situations"'));
    expect(headlines(section)).toEqual([
      'Regional strike: roads blocked',
      'Trains to Machu Picchu suspended',
      'Heavy rain in Canchis',
    ]);
    // Severity in words (and its own shape), the category, and nothing hidden from no-script
    // readers but behind a native <details>.
    const severities = [...section.matchAll(/class="alert-severity alert-severity-(\w+)"/g)];
    expect(severities.map((m) => m[1])).toEqual(['extreme', 'severe', 'minor']);
    expect(section).toContain('Extreme');
    expect(section).toContain('Strike or blockade');
    expect(
      section.match(/<details class="alert-details"><summary>Details and what to do</g),
    ).toHaveLength(3);
    expect(section).toContain('Do not travel by road; stay at your lodging.');
    // The source, linked when it has a link, and the time updated on Cusco's clock (UTC-5).
    expect(section).toContain(
      '<a href="https://www.gob.pe/pnp" rel="noopener noreferrer external">PNP – Policía de Turismo</a>',
    );
    expect(section).toMatch(
      /<span>PeruRail<\/span> · <time datetime="2026-11-28T14:40:00.000Z">updated 09:40</,
    );
    // Another day than the page's: the date too.
    expect(section).toContain('updated 2026-11-27 15:00');
    expect(section).not.toContain('Not available');
  });

  it('carries the alerts and the time they were read in the page’s data', async () => {
    const html = await pageWith(publicAlertsIn).get('en');
    const data = JSON.parse(
      /<script type="application\/json" id="public-alerts">([^<]*)<\/script>/.exec(html)?.[1] ??
        'null',
    ) as { alerts: PublicAlert[]; fetchedAt: string };
    expect(data.fetchedAt).toBe(new Date(NOW).toISOString());
    expect(data.alerts.map((alert) => alert.id)).toEqual(['strike', 'railway', 'rain']);
  });

  it('asks for the alerts in the page’s language and says when they are in another', async () => {
    const page = pageWith(publicAlertsIn);
    const japanese = alertsSection(await page.get('ja'));
    expect(page.asked).toEqual(['ja']);
    expect(japanese).toContain('<h2 id="alerts-title">アラート</h2>');
    expect(japanese).toMatch(
      /<h3 id="alert-strike" lang="en" class="alert-headline">Regional strike/,
    );
    expect(japanese).toContain('日本語では提供されていません（英語で表示）');
    expect(japanese).toContain('極めて重大');

    const spanish = alertsSection(await page.get('es'));
    expect(headlines(spanish)[0]).toBe('Paro regional: vías bloqueadas');
    expect(spanish).toContain('actualizada: 09:40');
    expect(spanish).not.toContain('lang="en"');
    expect(spanish).not.toContain('No disponible');
  });

  it('has no alerts section at all when none is active, nor their words in its data', async () => {
    const html = await pageWith(() => []).get('en');
    expect(html).not.toContain('id="alerts"');
    expect(html).not.toContain('class="alert');
    expect(html).toContain('<section id="situations"');
    const words = (page: string) =>
      JSON.parse(
        /<script type="application\/json" id="page-dictionary">([^<]*)<\/script>/.exec(page)?.[1] ??
          'null',
      ) as { home: { alerts?: unknown; assistant: { alerts?: unknown; greeting: string } } };
    // They would weigh on every first visit: the scripts fetch them if alerts come later.
    const none = words(html);
    expect(none.home.alerts).toBeUndefined();
    expect(none.home.assistant.alerts).toBeUndefined();
    expect(none.home.assistant.greeting).toBeTruthy();
    const some = words(await pageWith(publicAlertsIn).get('en'));
    expect(some.home.alerts).toMatchObject({ title: 'Alerts' });
    expect(some.home.assistant.alerts).toBeTruthy();
  });

  it('renders again when the alerts change, and keeps the rendering while they do not', async () => {
    let alerts = publicAlertsIn('en');
    const page = pageWith(() => alerts);
    const first = await page.get('en');
    expect(await page.get('en')).toBe(first);
    alerts = alerts.slice(1);
    const second = await page.get('en');
    expect(headlines(alertsSection(second))).toEqual([
      'Trains to Machu Picchu suspended',
      'Heavy rain in Canchis',
    ]);
    alerts = [];
    expect(await page.get('en')).not.toContain('id="alerts"');
  });
});
