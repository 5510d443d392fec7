import type { AreaDefinition } from '../area';
import type { SearchProvider } from './model';

/** The template's sets, answered first and in its order: its clients expect them so. */
const TEMPLATE_SETS = ['contacts', 'pages', 'tasks'];

/**
 * Everything the search looks in, from what each area declares: the template's contacts, pages
 * and tasks first, then the product's registries in the areas' order.
 */
export function searchProviders(areas: readonly AreaDefinition[]): readonly SearchProvider[] {
  const all = areas.flatMap((area) => area.search ?? []);
  const rank = (provider: SearchProvider) => {
    const at = TEMPLATE_SETS.indexOf(provider.id);
    return at === -1 ? TEMPLATE_SETS.length : at;
  };
  return all.toSorted((a, b) => rank(a) - rank(b));
}
