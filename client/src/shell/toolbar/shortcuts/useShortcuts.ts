import {
  type ShortcutFieldsFragment,
  ShortcutsDocument,
  type ShortcutsQuery,
  useCreateShortcutMutation,
  useDeleteShortcutMutation,
  useShortcutsQuery,
  useUpdateShortcutMutation,
} from '../../../../../generated/client';

export type Shortcut = ShortcutFieldsFragment;

/** The fields of the shortcut form (spec §3: label, icon, link and useRouter are required). */
export interface ShortcutDraft {
  label: string;
  description: string;
  icon: string;
  link: string;
  useRouter: boolean;
}

/** The signed-in user's shortcuts and their create, update and delete, through generated hooks. */
export function useShortcuts() {
  const { data, loading, error } = useShortcutsQuery();
  const [create] = useCreateShortcutMutation({
    update(cache, { data: created }) {
      if (!created) return;
      cache.updateQuery<ShortcutsQuery>({ query: ShortcutsDocument }, (list) =>
        list ? { shortcuts: [...list.shortcuts, created.createShortcut] } : list,
      );
    },
  });
  // An update changes the cached shortcut in place (same id); nothing more to do.
  const [update] = useUpdateShortcutMutation();
  const [remove] = useDeleteShortcutMutation();

  return {
    shortcuts: data?.shortcuts ?? [],
    loading,
    failed: Boolean(error),
    create: (draft: ShortcutDraft) => create({ variables: { input: toInput(draft) } }),
    update: (id: string, draft: ShortcutDraft) =>
      update({ variables: { id, input: toInput(draft) } }),
    remove: (id: string) =>
      remove({
        variables: { id },
        update(cache) {
          cache.evict({ id: cache.identify({ __typename: 'Shortcut', id }) });
          cache.gc();
        },
      }),
  };
}

function toInput(draft: ShortcutDraft) {
  const description = draft.description.trim();
  return {
    label: draft.label.trim(),
    description: description || null,
    icon: draft.icon,
    link: draft.link.trim(),
    useRouter: draft.useRouter,
  };
}
