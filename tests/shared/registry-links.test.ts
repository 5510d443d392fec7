import { describe, expect, it } from 'vitest';
import { accountLink, historyLink, REGISTRY_PAGES, searchLink } from '../../shared/registry-links';
import { STAFF_PAGES } from '../../shared/staff-pages';

describe('the links to records', () => {
  it('name the pages the staff application shows each registry on', () => {
    for (const [area, page] of Object.entries(REGISTRY_PAGES)) {
      const section = STAFF_PAGES.find(
        (candidate) => 'area' in candidate && candidate.area === area.replace(/_/g, '-'),
      );
      expect(section && `/admin/${section.path}`, area).toBe(page);
    }
  });

  it('open a history, a search or an account', () => {
    expect(historyLink('travel_agencies', 'a 1')).toBe('/admin/agencias-viaje?historial=a%201');
    expect(searchLink('guides', 'GOT-2024-0020')).toBe('/admin/guias-turismo?q=GOT-2024-0020');
    expect(accountLink('u1')).toBe('/admin/usuarios?cuenta=u1');
  });
});
