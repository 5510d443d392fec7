import { registrySearch } from '../../registry/search';
import { fullName, guides } from './service';

/** The toolbar's search in this registry, for whoever may read it. */
export const guidesSearch = registrySearch(guides, {
  id: 'guides',
  label: 'Guides',
  area: 'guides',
  page: 'guides',
  describe: (guide) => ({
    value: fullName(guide),
    title: `${fullName(guide)} · ${guide.licenseNumber}`,
    searchFor: guide.licenseNumber,
  }),
});
