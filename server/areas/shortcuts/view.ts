import type { ShortcutRecord } from './model';

/** A shortcut as REST answers it: the GraphQL `Shortcut` fields. */
export function toShortcutView(shortcut: ShortcutRecord) {
  return {
    id: shortcut.id,
    label: shortcut.label,
    description: shortcut.description,
    icon: shortcut.icon,
    link: shortcut.link,
    useRouter: shortcut.useRouter,
  };
}
