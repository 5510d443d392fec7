import { describe, expect, it } from 'vitest';
import { ICON_NAMES, iconFor, iconLabel } from '../../../client/src/shell/icons';
import { seedMessages } from '../../../server/areas/messages/seed';
import type { NavigationItemRecord } from '../../../server/areas/navigation/model';
import { seedNavigation } from '../../../server/areas/navigation/seed';
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
  it('draws every icon the seed data and the notifications name', () => {
    const names = [
      ...seedNavigation().flatMap((menu) => navigationIcons(menu.items)),
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
});
