import { contactsSearch } from '../contacts/search';
import { guidesSearch } from '../guides/search';
import { jurisdictionsSearch } from '../jurisdictions/search';
import { lodgingsSearch } from '../lodgings/search';
import { navigationSearch } from '../navigation/search';
import { policeSearch } from '../police/search';
import { tasksSearch } from '../tasks/search';
import { travelAgenciesSearch } from '../travel-agencies/search';
import { usersSearch } from '../users/search';
import type { SearchProvider } from './model';

/**
 * Everything the search looks in, in the order the sets are answered: the template's contacts,
 * pages and tasks (in its order, for its clients), then the product's registries. A new area
 * adds its provider (an `<area>/search.ts` exporting a SearchProvider) with one line here.
 */
export const SEARCH_PROVIDERS: readonly SearchProvider[] = [
  contactsSearch,
  navigationSearch,
  tasksSearch,
  usersSearch,
  guidesSearch,
  travelAgenciesSearch,
  lodgingsSearch,
  policeSearch,
  jurisdictionsSearch,
];
