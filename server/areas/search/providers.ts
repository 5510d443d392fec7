import { guidesSearch } from '../guides/search';
import { jurisdictionsSearch } from '../jurisdictions/search';
import { lodgingsSearch } from '../lodgings/search';
import { navigationSearch } from '../navigation/search';
import { policeSearch } from '../police/search';
import { travelAgenciesSearch } from '../travel-agencies/search';
import { usersSearch } from '../users/search';
import type { SearchProvider } from './model';

/**
 * Everything the toolbar's search looks in, in the order the sets are shown. A new area adds
 * its provider (an `<area>/search.ts` exporting a SearchProvider) with one line here.
 */
export const SEARCH_PROVIDERS: readonly SearchProvider[] = [
  navigationSearch,
  usersSearch,
  guidesSearch,
  travelAgenciesSearch,
  lodgingsSearch,
  policeSearch,
  jurisdictionsSearch,
];
