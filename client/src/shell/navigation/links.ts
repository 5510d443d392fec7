import type { Location, Path } from 'react-router-dom';
import type { NavItem } from './types';

type Here = Pick<Location, 'pathname' | 'search' | 'hash'>;

const trimSlash = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

function queryEntries(queryParams: unknown): [string, string][] {
  if (!queryParams || typeof queryParams !== 'object') return [];
  return Object.entries(queryParams as Record<string, unknown>)
    .filter(([, value]) => value !== null && value !== undefined)
    .map(([key, value]) => [key, String(value)]);
}

/**
 * Where an in-app item leads: its link plus its query parameters (replacing the current ones, or
 * merged into or preserving them per `queryParamsHandling`) and its fragment (or the current one
 * with `preserveFragment`).
 */
export function itemTarget(item: NavItem, here: Here): Path {
  const [pathname = '/', linkSearch = ''] = (item.link ?? '/').split('#')[0]?.split('?') ?? [];
  let search: URLSearchParams;
  if (item.queryParamsHandling === 'preserve') search = new URLSearchParams(here.search);
  else {
    search = new URLSearchParams(item.queryParamsHandling === 'merge' ? here.search : linkSearch);
    for (const [key, value] of queryEntries(item.queryParams)) search.set(key, value);
  }
  const query = search.toString();
  const hash = item.fragment
    ? `#${item.fragment}`
    : item.preserveFragment && here.hash
      ? here.hash
      : '';
  return { pathname, search: query ? `?${query}` : '', hash };
}

/**
 * Whether an item matches the current route: the whole path with `exactMatch` (and exactly its
 * query parameters), otherwise the path or a path below it (and at least its query parameters).
 * The server can also force an item active.
 */
export function isItemActive(item: NavItem, here: Here): boolean {
  if (item.active) return true;
  if (!item.link || item.externalLink) return false;
  const link = trimSlash(item.link.split(/[?#]/)[0] ?? '');
  const path = trimSlash(here.pathname);
  const pathMatches = item.exactMatch
    ? path === link
    : path === link || path.startsWith(link === '/' ? '/' : `${link}/`);
  if (!pathMatches) return false;
  const wanted = queryEntries(item.queryParams);
  const current = new URLSearchParams(here.search);
  if (!wanted.every(([key, value]) => current.get(key) === value)) return false;
  return !item.exactMatch || wanted.length === 0 || [...current.keys()].length === wanted.length;
}

/** Whether any item below this one matches the current route. */
export function hasActiveChild(item: NavItem, here: Here): boolean {
  return (item.children ?? []).some(
    (child) => (!child.hidden && isItemActive(child, here)) || hasActiveChild(child, here),
  );
}
