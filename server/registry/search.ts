import { type StaffPageId, staffPageLinkOf } from '../../shared/staff-pages';
import type { SearchProvider, SearchResult } from '../areas/search/model';
import type { Area } from '../security/permissions';
import type { Registry, RegistryRecord } from './registry';

/** At most this many records of one registry in the toolbar's results. */
const RESULTS_PER_REGISTRY = 10;

/**
 * The toolbar's search over a registry: the registry's own list search (the same fields, case
 * and accents ignored), each result opening the registry's page filtered to that record.
 */
export function registrySearch<R extends RegistryRecord, V extends { id: string }>(
  registry: Registry<R, V, string, string>,
  options: {
    id: string;
    label: string;
    area: Area;
    /** The staff page that lists the registry. */
    page: StaffPageId;
    /** What the result shows, and what the page's search box is filled with to find it. */
    describe: (item: V) => { value: string; title: string; searchFor: string };
  },
): SearchProvider {
  return {
    id: options.id,
    label: options.label,
    area: options.area,
    async search(ctx, query): Promise<SearchResult[]> {
      const found = await registry.list(ctx, { search: query.text, size: RESULTS_PER_REGISTRY });
      const page = staffPageLinkOf(options.page);
      return found.items.map((item) => {
        const { value, title, searchFor } = options.describe(item);
        return { value, title, link: `${page}?q=${encodeURIComponent(searchFor)}` };
      });
    },
  };
}
