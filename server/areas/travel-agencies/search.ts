import { registrySearch } from '../../registry/search';
import { travelAgencies } from './service';

/** The toolbar's search in this registry, for whoever may read it. */
export const travelAgenciesSearch = registrySearch(travelAgencies, {
  id: 'travel-agencies',
  label: 'Travel agencies',
  area: 'travel-agencies',
  page: 'travel-agencies',
  describe: (agency) => ({
    value: agency.tradeName,
    title: `${agency.tradeName} · RUC ${agency.ruc}`,
    searchFor: agency.ruc,
  }),
});
