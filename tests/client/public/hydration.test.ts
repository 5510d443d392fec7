import { afterEach, describe, expect, it } from 'vitest';
import type { AlertsData } from '../../../client/src/public/alerts/alerts';
import { renderPage } from '../../../client/src/public/server';
import { startPage } from '../../../client/src/public/start';
import { pageDictionary } from '../../../server/i18n';
import { publicAlertsIn } from '../../support/public-alerts';
import { EXPECTED_HREFS, resetPage, seededContacts } from './fixtures';

// Runs with Preact on both sides, as the page ships (vitest.config.ts, project "public-page").

afterEach(() => {
  document.body.innerHTML = '';
  resetPage();
});

/** The server's page in `document`, as the browser parsed it. */
function serverPage(
  lang: 'es' | 'en',
  // As the server sends it: the alerts it read just now (none in force by default).
  alerts: AlertsData = { alerts: [], fetchedAt: new Date().toISOString() },
) {
  const page = renderPage({
    lang,
    dictionary: pageDictionary(lang),
    contacts: seededContacts(),
    alerts,
  });
  document.documentElement.lang = lang;
  document.body.innerHTML = `<div id="root">${page.body}</div>${page.data}`;
  return document.getElementById('root') as HTMLElement;
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the server-rendered public page', () => {
  it('opens the drawer from HTML alone: a popover with every number and its Cerrar', () => {
    const root = serverPage('es');
    const button = root.querySelector('button[aria-label="Teléfonos de Emergencia"]');
    const drawer = root.querySelector('#emergency-drawer');
    expect(button?.getAttribute('popovertarget')).toBe('emergency-drawer');
    expect(drawer?.getAttribute('popover')).toBe('auto');
    const hrefs = [...(drawer?.querySelectorAll('a[href^="tel:"]') ?? [])].map((a) =>
      a.getAttribute('href'),
    );
    expect(hrefs).toEqual(EXPECTED_HREFS);
    const close = [...(drawer?.querySelectorAll('button') ?? [])].find(
      (b) => b.textContent === 'Cerrar',
    );
    expect(close?.getAttribute('popovertargetaction')).toBe('hide');
    // The browser states whether the drawer is open; a fixed "false" would contradict it.
    expect(button?.hasAttribute('aria-expanded')).toBe(false);
    expect(root.querySelector('main a[href="tel:105"]')).not.toBeNull();
  });

  it('speaks the visitor language', () => {
    const root = serverPage('en');
    expect(root.querySelector('button[aria-label="Emergency phone numbers"]')).not.toBeNull();
    expect(root.querySelector('#emergency-drawer a')?.textContent).toContain('Police');
  });

  it('is taken over by the scripts without any text or element changing', async () => {
    const root = serverPage('en');
    const links = [...root.querySelectorAll('#emergency-drawer a')];
    const text = root.textContent;
    const changes: MutationRecord[] = [];
    const observer = new MutationObserver((records) => changes.push(...records));
    observer.observe(root, { childList: true, subtree: true, characterData: true });

    startPage(document);
    await flush();
    changes.push(...observer.takeRecords());
    observer.disconnect();

    // Attributes change (the scripts now state what is open); nothing is added, removed or
    // rewritten, so nothing moves and nothing is announced again.
    expect(changes.filter((change) => change.type !== 'attributes')).toEqual([]);
    expect(root.textContent).toBe(text);
    expect([...root.querySelectorAll('#emergency-drawer a')]).toEqual(links);
    const button = root.querySelector('button[aria-label="Emergency phone numbers"]');
    expect(button?.getAttribute('aria-expanded')).toBe('false');

    // And the scripts drive it: happy-dom has no Popover API, so `hidden` does.
    (button as HTMLButtonElement).click();
    await flush();
    expect(root.querySelector('#emergency-drawer')?.hasAttribute('hidden')).toBe(false);
    expect(button?.getAttribute('aria-expanded')).toBe('true');
  });

  it('with alerts, shows them without scripts and is taken over without a change', async () => {
    // Read by the server just now, in force for a year: the page asks for nothing more.
    const alerts: AlertsData = {
      alerts: publicAlertsIn('en').map((alert) => ({
        ...alert,
        expires: new Date(Date.now() + 365 * 24 * 3600_000).toISOString(),
      })),
      fetchedAt: new Date().toISOString(),
    };
    const root = serverPage('en', alerts);
    const section = root.querySelector('section#alerts');
    expect(
      [...(section?.querySelectorAll('h3') ?? [])].map((heading) => heading.textContent),
    ).toEqual([
      'Regional strike: roads blocked',
      'Trains to Machu Picchu suspended',
      'Heavy rain in Canchis',
    ]);
    expect(section?.querySelectorAll('details.alert-details')).toHaveLength(3);
    const text = root.textContent;
    const changes: MutationRecord[] = [];
    const observer = new MutationObserver((records) => changes.push(...records));
    observer.observe(root, { childList: true, subtree: true, characterData: true });

    startPage(document);
    await flush();
    changes.push(...observer.takeRecords());
    observer.disconnect();

    expect(changes.filter((change) => change.type !== 'attributes')).toEqual([]);
    expect(root.textContent).toBe(text);
  });
});
