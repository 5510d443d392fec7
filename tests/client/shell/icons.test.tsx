import { describe, expect, it } from 'vitest';
import en from '../../../client/public/i18n/en.json';
import es from '../../../client/public/i18n/es.json';
import tr from '../../../client/public/i18n/tr.json';
import { ICON_NAMES, iconFor, iconLabel, iconLabelKey } from '../../../client/src/shell/icons';
import { seedMessages } from '../../../server/areas/messages/seed';
import { staffMenus } from '../../../server/areas/navigation/menus';
import type { NavigationItemRecord } from '../../../server/areas/navigation/model';
import { seedShortcuts } from '../../../server/areas/shortcuts/seed';
import { NOTIFICATION_EVENT_ICONS } from '../../../shared/notification-events';

const NOW = '2026-11-22T10:00:00.000Z';

function navigationIcons(items: NavigationItemRecord[]): string[] {
  return items.flatMap((item) => [
    ...(item.icon ? [item.icon] : []),
    ...navigationIcons(item.children ?? []),
  ]);
}

describe('the icon table', () => {
  it('draws every icon the menus, the seed data and the notifications name', () => {
    const names = [
      ...Object.values(staffMenus()).flatMap(navigationIcons),
      ...seedShortcuts(NOW).map((shortcut) => shortcut.icon),
      ...seedMessages(NOW).flatMap((item) => (item.icon ? [item.icon] : [])),
      ...Object.values(NOTIFICATION_EVENT_ICONS),
    ];
    expect(names.length).toBeGreaterThan(5);
    expect(names.filter((name) => !iconFor(name))).toEqual([]);
  });

  it('reads any namespace and knows nothing of unknown names', () => {
    expect(iconFor('heroicons_solid:users')).toBe(iconFor('heroicons_outline:users'));
    expect(iconFor('heroicons_outline:no-such-icon')).toBeUndefined();
    expect(iconFor(null)).toBeUndefined();
  });

  it('offers only names it can draw, and labels them without the namespace', () => {
    expect(ICON_NAMES.every((name) => iconFor(name))).toBe(true);
    expect(iconLabel('heroicons_outline:map-pin')).toBe('map-pin');
  });

  it('offers each drawn icon once, with a label people read in es, en and tr', () => {
    expect(new Set(ICON_NAMES.map(iconFor)).size).toBe(ICON_NAMES.length);
    for (const dictionary of [es, en, tr]) {
      const labels = dictionary.shell.icons as Record<string, string>;
      for (const name of ICON_NAMES) {
        const key = iconLabelKey(name)?.replace('shell.icons.', '') ?? '';
        expect(labels[key], name).toMatch(/^\p{Lu}/u);
      }
    }
    // A stored name the list does not offer reads as the offered one drawing the same icon.
    expect(iconLabelKey('heroicons_outline:building-office')).toBe('shell.icons.building-library');
    expect(iconLabelKey('heroicons_outline:no-such-icon')).toBeUndefined();
  });
});
