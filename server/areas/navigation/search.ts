import type { SearchProvider } from '../search/model';
import { getNavigation, linkedItems } from './service';

/**
 * Pages: the entries of the caller's own menus (already filtered for the role), matched on
 * their titles; hidden and disabled entries are left out, as the menu leaves them out.
 */
export const navigationSearch: SearchProvider = {
  id: 'pages',
  label: 'Pages',
  area: 'navigation',
  async search(ctx, query) {
    const menus = await getNavigation(ctx);
    const seen = new Set<string>();
    return Object.values(menus)
      .flatMap(linkedItems)
      .filter((item) => {
        if (!item.link || item.disabled || item.hidden || seen.has(item.link)) return false;
        if (!query.matches(item.title, item.subtitle)) return false;
        seen.add(item.link);
        return true;
      })
      .map((item) => ({
        value: item.title ?? item.link ?? '',
        link: item.link ?? '',
        title: item.title ?? null,
      }));
  },
};
