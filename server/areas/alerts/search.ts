import { staffPageLinkOf } from '../../../shared/staff-pages';
import type { SearchProvider } from '../search/model';
import { listAlerts } from './service';

/** At most this many alerts in the toolbar's results. */
const RESULTS = 10;

/**
 * The toolbar's search in alerts: the list's own search (Spanish and English headlines and the
 * source), each result opening the alerts page filtered to its Spanish headline.
 */
export const alertsSearch: SearchProvider = {
  id: 'alerts',
  label: 'Alerts',
  area: 'alerts',
  async search(ctx, query) {
    const found = await listAlerts(ctx, { search: query.text, size: RESULTS });
    const page = staffPageLinkOf('alerts');
    return found.items.map((alert) => ({
      value: alert.texts.es.headline,
      title: `${alert.texts.es.headline} · ${alert.source}`,
      link: `${page}?q=${encodeURIComponent(alert.texts.es.headline)}`,
    }));
  },
};
