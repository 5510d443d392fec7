import { useMatches, useSearchParams } from 'react-router-dom';
import { useShellConfig } from '../config/ShellConfigProvider';
import { isLayoutName, type LayoutName } from '../config/shellConfig';

/** Route data that picks a layout: `{ path: 'x', handle: { layout: 'empty' } }`. */
export interface LayoutHandle {
  layout?: LayoutName;
}

export interface LayoutChoice {
  name: LayoutName;
  /** A route asked for it: the page then brings its own way out. */
  fromRoute: boolean;
}

/**
 * The layout to show (spec §2): the deepest matched route's `handle.layout` wins, then a valid
 * `?layout=` query parameter, then the configured layout (compact unless the person chose another).
 */
export function useLayoutName(): LayoutChoice {
  const matches = useMatches();
  const [params] = useSearchParams();
  const { config } = useShellConfig();
  for (const match of [...matches].reverse()) {
    const layout = (match.handle as LayoutHandle | undefined)?.layout;
    if (isLayoutName(layout)) return { name: layout, fromRoute: true };
  }
  const requested = params.get('layout');
  return { name: isLayoutName(requested) ? requested : config.layout, fromRoute: false };
}
