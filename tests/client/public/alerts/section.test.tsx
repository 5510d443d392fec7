import { act, cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import en from '../../../../client/public/i18n/public/en.json';
import { AlertsSection } from '../../../../client/src/public/alerts/AlertsSection';
import { ALERTS_STORAGE_KEY, type AlertsData } from '../../../../client/src/public/alerts/alerts';
import { useAlerts } from '../../../../client/src/public/alerts/useAlerts';
import { i18n, setPageDictionary } from '../../../../client/src/public/i18n/i18n';
import { readPosition } from '../../../../client/src/public/location/position';
import { BEFORE_EXPIRY, publicAlertsIn, RAIN_EXPIRES } from '../../../support/public-alerts';
import { jsonResponse, resetPage } from '../fixtures';

/** The section as the page has it: fed by the alerts the server inlined. */
function Section({ inline }: { inline: AlertsData | null }) {
  return <AlertsSection view={useAlerts(inline, 'en')} />;
}

/** The page's copy, read by the server a minute before `now`. */
const inlineAt = (now: number): AlertsData => ({
  alerts: publicAlertsIn('en'),
  fetchedAt: new Date(now - 60_000).toISOString(),
});

const headlines = () =>
  screen.queryAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);

const offline = () =>
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    }),
  );

beforeEach(() => {
  setPageDictionary('en', { home: en.home });
  vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
});

afterEach(async () => {
  cleanup();
  resetPage();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  await i18n.changeLanguage('es');
});

/** Lets the effects and the promises they started settle. */
const settle = () => act(async () => {});

describe('the alerts section', () => {
  it('lists the alerts with their severity, category, details and source', async () => {
    vi.setSystemTime(BEFORE_EXPIRY);
    offline();
    render(<Section inline={inlineAt(BEFORE_EXPIRY)} />);
    await settle();
    const section = screen.getByRole('region', { name: 'Alerts' });
    expect(headlines()).toEqual([
      'Regional strike: roads blocked',
      'Trains to Machu Picchu suspended',
      'Heavy rain in Canchis',
    ]);
    const strike = within(section).getByRole('article', { name: /Regional strike/ });
    expect(strike.textContent).toContain('Extreme');
    expect(strike.textContent).toContain('Strike or blockade');
    expect(within(strike).getByRole('link', { name: 'PNP – Policía de Turismo' })).toHaveProperty(
      'href',
      'https://www.gob.pe/pnp',
    );
    expect(strike.querySelector('details summary')?.textContent).toBe('Details and what to do');
  });

  it('hides an alert already past its expiry by the phone’s clock, offline, and says as of when', async () => {
    const now = RAIN_EXPIRES + 1000;
    vi.setSystemTime(now);
    offline();
    // A copy of the page kept from the day before.
    render(
      <Section inline={{ alerts: publicAlertsIn('en'), fetchedAt: '2026-11-28T15:00:00.000Z' }} />,
    );
    await settle();
    expect(headlines()).toEqual([
      'Regional strike: roads blocked',
      'Trains to Machu Picchu suspended',
    ]);
    expect(
      screen.getByText('Offline. Alerts as of the last check: 2026-11-28 10:00.'),
    ).toBeTruthy();
  });

  it('hides an alert when the clock passes its expiry while the page is open', async () => {
    vi.setSystemTime(RAIN_EXPIRES - 30_000);
    offline();
    render(<Section inline={inlineAt(RAIN_EXPIRES - 30_000)} />);
    await settle();
    expect(headlines()).toContain('Heavy rain in Canchis');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(31_000);
    });
    expect(headlines()).not.toContain('Heavy rain in Canchis');
    expect(headlines()).toHaveLength(2);
  });

  it('refreshes a kept copy from the network, and says nothing of "as of" when it is fresh', async () => {
    vi.setSystemTime(BEFORE_EXPIRY);
    const fresh: AlertsData = {
      alerts: publicAlertsIn('en').slice(1),
      fetchedAt: new Date(BEFORE_EXPIRY).toISOString(),
    };
    const fetch = vi.fn(async () => jsonResponse(fresh));
    vi.stubGlobal('fetch', fetch);
    render(
      <Section inline={{ alerts: publicAlertsIn('en'), fetchedAt: '2026-11-28T15:00:00.000Z' }} />,
    );
    await settle();
    expect(fetch).toHaveBeenCalledWith('/api/public/alerts?lang=en', expect.anything());
    expect(headlines()).toEqual(['Trains to Machu Picchu suspended', 'Heavy rain in Canchis']);
    expect(screen.queryByText(/as of/)).toBeNull();
    // Kept for the next visit without network.
    expect(JSON.parse(localStorage.getItem(ALERTS_STORAGE_KEY) ?? '{}')).toEqual(fresh);
  });

  it('does not ask again for alerts the server read a moment ago', async () => {
    vi.setSystemTime(BEFORE_EXPIRY);
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    render(<Section inline={inlineAt(BEFORE_EXPIRY)} />);
    await settle();
    expect(fetch).not.toHaveBeenCalled();
    expect(headlines()).toHaveLength(3);
  });

  it('says "as of" when the phone has no network, even for a copy read a moment ago', async () => {
    vi.setSystemTime(BEFORE_EXPIRY);
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    render(<Section inline={inlineAt(BEFORE_EXPIRY)} />);
    await settle();
    expect(headlines()).toHaveLength(3);
    expect(screen.getByText('Offline. Alerts as of the last check: 05:59.')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
    // Back online: fresh alerts are asked for, and the notice goes.
    vi.restoreAllMocks();
    fetch.mockImplementation(async () =>
      jsonResponse({ alerts: publicAlertsIn('en'), fetchedAt: new Date().toISOString() }),
    );
    await act(async () => {
      window.dispatchEvent(new Event('online'));
    });
    await settle();
    expect(fetch).toHaveBeenCalledOnce();
    expect(screen.queryByText(/as of/)).toBeNull();
  });

  it('shows the device’s copy offline when the page has none', async () => {
    vi.setSystemTime(BEFORE_EXPIRY);
    offline();
    localStorage.setItem(ALERTS_STORAGE_KEY, JSON.stringify(inlineAt(BEFORE_EXPIRY - 3600_000)));
    render(<Section inline={null} />);
    await settle();
    expect(headlines()).toHaveLength(3);
    expect(screen.getByText('Offline. Alerts as of the last check: 04:59.')).toBeTruthy();
  });

  it('fetches the words of a page that came without alerts when some arrive', async () => {
    vi.setSystemTime(BEFORE_EXPIRY);
    // The server leaves the alerts' words out of a page without alerts.
    const { alerts: _alerts, ...home } = en.home;
    i18n.removeResourceBundle('en', 'translation');
    setPageDictionary('en', {
      home: { ...home, assistant: { ...en.home.assistant, alerts: undefined } },
    });
    const fetch = vi.fn(async (url: string) =>
      url === '/i18n/public/en.json' ? jsonResponse(en) : jsonResponse(inlineAt(BEFORE_EXPIRY)),
    );
    vi.stubGlobal('fetch', fetch);
    render(<Section inline={{ alerts: [], fetchedAt: '2026-11-28T15:00:00.000Z' }} />);
    await settle();
    await settle();
    expect(fetch).toHaveBeenCalledWith('/i18n/public/en.json');
    expect(screen.getByRole('region', { name: 'Alerts' })).toBeTruthy();
    expect(headlines()).toHaveLength(3);
  });

  it('is absent with no alert in force', async () => {
    vi.setSystemTime(Date.parse('2026-12-01T00:00:00Z'));
    offline();
    const { container } = render(<Section inline={inlineAt(BEFORE_EXPIRY)} />);
    await settle();
    expect(container.innerHTML).toBe('');
  });

  it('folds the alerts for other provinces under "Elsewhere in Cusco" once a position is shared', async () => {
    vi.setSystemTime(BEFORE_EXPIRY);
    offline();
    render(<Section inline={inlineAt(BEFORE_EXPIRY)} />);
    await settle();
    expect(screen.queryByText(/Elsewhere in Cusco/)).toBeNull();
    // At the Plaza de Armas of Cusco.
    const geolocation = {
      getCurrentPosition: (found: PositionCallback) =>
        found({
          coords: { latitude: -13.5164, longitude: -71.9786, accuracy: 10 },
        } as GeolocationPosition),
    } as Geolocation;
    await act(async () => {
      await readPosition(geolocation);
    });
    const elsewhere = screen.getByText('Elsewhere in Cusco (2)').closest('details');
    expect(elsewhere?.open).toBe(false);
    const folded = within(elsewhere as HTMLElement)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(folded).toEqual(['Trains to Machu Picchu suspended', 'Heavy rain in Canchis']);
    expect(headlines()[0]).toBe('Regional strike: roads blocked');
  });
});
