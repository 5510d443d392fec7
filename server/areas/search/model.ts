import type { Context } from '../../context';
import type { Area } from '../../security/permissions';

/** One result: `value` is shown and matched, `link` is where picking it goes. */
export interface SearchResult {
  value: string;
  link: string;
  title?: string | null;
  name?: string | null;
  avatar?: string | null;
  completed?: boolean | null;
}

/** The results of one kind, as the toolbar groups them. */
export interface SearchResultSet {
  id: string;
  label: string;
  results: SearchResult[];
}

/** What a provider searches for: the query as typed, and a matcher that ignores case and accents. */
export interface SearchQuery {
  text: string;
  matches(...values: (string | null | undefined)[]): boolean;
}

/**
 * One kind of result. The search asks it only when the caller's role may read `area`, so a
 * provider never returns what its area would refuse. It may return more than the search shows.
 */
export interface SearchProvider {
  /** The set's id: contacts, pages, tasks, users, guides, ... */
  id: string;
  /** The set's heading in English; the client translates it by id. */
  label: string;
  area: Area;
  search(ctx: Context, query: SearchQuery): Promise<SearchResult[]>;
}
