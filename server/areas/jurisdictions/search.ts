import { registrySearch } from '../../registry/search';
import { jurisdictions } from './service';

/** The toolbar's search in this registry, for whoever may read it. */
export const jurisdictionsSearch = registrySearch(jurisdictions, {
  id: 'jurisdictions',
  label: 'Jurisdictions',
  area: 'jurisdictions',
  page: 'jurisdictions',
  describe: (jurisdiction) => ({
    value: jurisdiction.name,
    title: `${jurisdiction.name} · ${jurisdiction.headquarters.name}`,
    searchFor: jurisdiction.name,
  }),
});
