import { useCallback, useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { openIdsForRoute, toggleCollapsable } from './collapsables';
import type { NavItem } from './types';

/**
 * Which collapsable items are open in an inline menu: the ones holding the active route open by
 * themselves on every navigation; a click toggles one (never a disabled one), closing its siblings
 * when `autoCollapse` is on. Returns antd Menu's `openKeys` and `onOpenChange`.
 */
export function useCollapsables(items: readonly NavItem[], autoCollapse: boolean) {
  const { pathname, search, hash } = useLocation();
  const [openIds, setOpenIds] = useState<string[]>(() =>
    openIdsForRoute([], items, { pathname, search, hash }, autoCollapse),
  );

  useEffect(() => {
    setOpenIds((current) =>
      openIdsForRoute(current, items, { pathname, search, hash }, autoCollapse),
    );
  }, [items, pathname, search, hash, autoCollapse]);

  const onOpenChange = useCallback(
    (next: string[]) =>
      setOpenIds((current) => {
        const toggled =
          next.find((id) => !current.includes(id)) ?? current.find((id) => !next.includes(id));
        return toggled ? toggleCollapsable(current, toggled, items, autoCollapse) : current;
      }),
    [items, autoCollapse],
  );

  return { openKeys: openIds, onOpenChange };
}
