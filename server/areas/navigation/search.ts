import { foldCaseAndAccents } from '../../../shared/fold-text';
import { translate } from '../../i18n';
import type { SearchProvider } from '../search/model';
import { getNavigation, linkedItems } from './service';

/**
 * Pages: the entries of the caller's own menus (already filtered for the role), matched on the
 * titles the caller reads (the menu's translation in the request's language, as the menu shows
 * them: "Inicio", not the stored "Example"); hidden and disabled entries are left out, as the
 * menu leaves them out. A title that starts with the query comes before one that contains it.
 */
export const navigationSearch: SearchProvider = {
  id: 'pages',
  label: 'Pages',
  area: 'navigation',
  async search(ctx, query) {
    const lang = ctx.transport.language();
    const menus = await getNavigation(ctx);
    const seen = new Set<string>();
    const folded = foldCaseAndAccents(query.text);
    return Object.values(menus)
      .flatMap(linkedItems)
      .flatMap((item) => {
        const title = item.translation
          ? translate(lang, item.translation)
          : (item.title ?? item.link ?? '');
        if (!item.link || item.disabled || item.hidden || seen.has(item.link)) return [];
        if (!query.matches(title, item.subtitle)) return [];
        seen.add(item.link);
        return [{ value: title, link: item.link, title }];
      })
      .sort(
        (a, b) =>
          Number(!foldCaseAndAccents(a.title).startsWith(folded)) -
          Number(!foldCaseAndAccents(b.title).startsWith(folded)),
      );
  },
};
