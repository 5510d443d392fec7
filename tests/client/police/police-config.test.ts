import { describe, expect, it } from 'vitest';
import { OFFICER_STATUSES, POLICE_RANKS } from '../../../client/src/areas/police/config';
import * as server from '../../../server/areas/police/rules';

describe('the officer form and filters', () => {
  it('offer the ranks and statuses the server takes, ranks from the lowest as the server sorts them', () => {
    expect(POLICE_RANKS).toEqual(server.POLICE_RANKS);
    expect(OFFICER_STATUSES).toEqual(server.OFFICER_STATUSES);
  });
});
