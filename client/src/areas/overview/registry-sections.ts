import type { RegistryArea } from '../../../../generated/client';
import { SECTIONS } from '../../shell/sections';

/** The section of the staff application that shows a registry: its page and its title. */
export function registrySection(area: RegistryArea): { path: string; titleKey: string } | null {
  // The audit trail writes travel_agencies; the sections use the permission area's name.
  const permissionArea = area.replace(/_/g, '-');
  const section = SECTIONS.find(
    (candidate) => 'area' in candidate && candidate.area === permissionArea,
  );
  return section ? { path: `/admin/${section.path}`, titleKey: section.titleKey } : null;
}

/** The page of a registry filtered by the search box, e.g. to one carné number. */
export function registryLink(area: RegistryArea, search: string): string | null {
  const section = registrySection(area);
  return section ? `${section.path}?q=${encodeURIComponent(search)}` : null;
}
