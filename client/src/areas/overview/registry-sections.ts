import type { RegistryArea } from '../../../../generated/client';
import { STAFF_PAGES } from '../../../../shared/staff-pages';

/** The section of the staff application that shows a registry: its page and its title. */
export function registrySection(area: RegistryArea): { path: string; titleKey: string } | null {
  // The audit trail writes travel_agencies; the pages use the permission area's name.
  const permissionArea = area.replace(/_/g, '-');
  const section = STAFF_PAGES.find(
    (candidate) => 'area' in candidate && candidate.area === permissionArea,
  );
  return section ? { path: `/admin/${section.path}`, titleKey: section.titleKey } : null;
}

/** The page of a registry filtered by the search box, e.g. to one carné number. */
export function registryLink(area: RegistryArea, search: string): string | null {
  const section = registrySection(area);
  return section ? `${section.path}?q=${encodeURIComponent(search)}` : null;
}
