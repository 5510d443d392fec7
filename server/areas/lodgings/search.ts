import { registrySearch } from '../../registry/search';
import { lodgings } from './service';

/** The toolbar's search in this registry, for whoever may read it. */
export const lodgingsSearch = registrySearch(lodgings, {
  id: 'lodgings',
  label: 'Lodgings',
  area: 'lodgings',
  page: 'lodgings',
  describe: (lodging) => ({
    value: lodging.tradeName,
    title: `${lodging.tradeName} · ${lodging.district}`,
    // One company may run several lodgings: the certificate finds this one alone.
    searchFor: lodging.certificateNumber ?? lodging.ruc,
  }),
});
