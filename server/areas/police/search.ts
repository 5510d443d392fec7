import { registrySearch } from '../../registry/search';
import { officerName, police } from './service';

/** The toolbar's search in this registry, for whoever may read it. */
export const policeSearch = registrySearch(police, {
  id: 'police',
  label: 'Police',
  area: 'police',
  page: 'police',
  describe: (officer) => ({
    value: officerName(officer),
    title: `${officerName(officer)} · CIP ${officer.cip}`,
    searchFor: officer.cip,
  }),
});
