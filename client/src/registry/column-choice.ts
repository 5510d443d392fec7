import { Grid } from 'antd';
import { useCallback, useMemo, useState } from 'react';

/** antd's screen widths: xl from 1200 px, xxl from 1600 px. */
export type ScreenSize = 'lg' | 'xl' | 'xxl';

/** A column as the chooser sees it. */
export interface ChoosableColumn {
  key: string;
  /** Hidden until the person shows it. */
  defaultHidden?: boolean;
  /**
   * Hidden until the person shows it on screens narrower than this: a wide list then fits a
   * laptop without scrolling sideways, and shows everything on a large screen.
   */
  hiddenBelow?: ScreenSize;
  /** Always shown, not offered in the chooser (e.g. the name that identifies a row). */
  alwaysVisible?: boolean;
}

const STORAGE_PREFIX = 'registry.columns.';

/**
 * The person's choices as saved: column key → shown or not. Only choices are saved, so a column
 * added later appears as its default says.
 */
export function readColumnChoice(
  areaKey: string,
  storage: Storage | undefined = globalThis.localStorage,
): Record<string, boolean> {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(STORAGE_PREFIX + areaKey) ?? 'null');
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
    return Object.fromEntries(
      Object.entries(parsed).filter(
        (entry): entry is [string, boolean] => typeof entry[1] === 'boolean',
      ),
    );
  } catch {
    return {};
  }
}

function writeColumnChoice(
  areaKey: string,
  choice: Record<string, boolean>,
  storage: Storage | undefined = globalThis.localStorage,
) {
  try {
    storage?.setItem(STORAGE_PREFIX + areaKey, JSON.stringify(choice));
  } catch {
    // Storage full or refused (private mode): the choice lasts for this visit only.
  }
}

/** Which columns show: the saved choice, else each column's default on this screen. */
export function visibleColumns(
  columns: readonly ChoosableColumn[],
  choice: Record<string, boolean>,
  screenIsAtLeast: (size: ScreenSize) => boolean = () => true,
): Set<string> {
  const shownByDefault = (column: ChoosableColumn) =>
    !column.defaultHidden && (!column.hiddenBelow || screenIsAtLeast(column.hiddenBelow));
  return new Set(
    columns
      .filter((column) => column.alwaysVisible || (choice[column.key] ?? shownByDefault(column)))
      .map((column) => column.key),
  );
}

/** The columns shown in one area's list, remembered in localStorage per area. */
export function useColumnChoice(areaKey: string, columns: readonly ChoosableColumn[]) {
  const [choice, setChoice] = useState(() => readColumnChoice(areaKey));
  const screens = Grid.useBreakpoint();
  const visible = useMemo(
    () => visibleColumns(columns, choice, (size) => screens[size] === true),
    [columns, choice, screens],
  );
  const setVisible = useCallback(
    (keys: readonly string[]) => {
      const chosen = new Set(keys);
      const next: Record<string, boolean> = {};
      for (const column of columns) {
        if (!column.alwaysVisible) next[column.key] = chosen.has(column.key);
      }
      setChoice(next);
      writeColumnChoice(areaKey, next);
    },
    [areaKey, columns],
  );
  return { visible, setVisible };
}
