import type { ApolloCache } from '@apollo/client';
import type { EmergencyContactKind, LocalizedTextInput } from '../../../../generated/client';
import {
  AdminEmergencyContactsDocument,
  type AdminEmergencyContactsQuery,
  type EmergencyContactFieldsFragment,
  useAdminEmergencyContactsQuery,
  useCreateEmergencyContactMutation,
  useDeleteEmergencyContactMutation,
  useReorderEmergencyContactsMutation,
  useUpdateEmergencyContactMutation,
} from '../../../../generated/client';
import { type ByLanguage, changedTexts, fromGraphQL, TEXT_RULES } from '../../forms/localized';

export type EmergencyContact = EmergencyContactFieldsFragment;

/**
 * The fields of the form: the name in each language (Spanish and English at least), the number
 * as people read it, what it is for (the public page's pictogram) and whether it also answers on
 * WhatsApp.
 */
export interface EmergencyContactDraft {
  names: ByLanguage<string>;
  phone: string;
  kind: EmergencyContactKind;
  whatsapp: boolean;
}

/**
 * The public list as the page caches it (`emergencyContacts`) changes with every write here:
 * dropped, so the next page that shows it asks the server again.
 */
function forgetPublicList(cache: ApolloCache) {
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'emergencyContacts' });
  cache.gc();
}

function writeList(cache: ApolloCache, list: (current: EmergencyContact[]) => EmergencyContact[]) {
  cache.updateQuery<AdminEmergencyContactsQuery>(
    { query: AdminEmergencyContactsDocument },
    (data) => (data ? { adminEmergencyContacts: list(data.adminEmergencyContacts) } : data),
  );
}

/** Every number (hidden ones too) in display order, and the changes an ADMINISTRADOR makes. */
export function useEmergencyContacts() {
  const { data, loading, error, refetch } = useAdminEmergencyContactsQuery({
    fetchPolicy: 'cache-and-network',
  });
  const [create] = useCreateEmergencyContactMutation({
    update(cache, { data: created }) {
      if (created) writeList(cache, (list) => [...list, created.createEmergencyContact]);
      forgetPublicList(cache);
    },
  });
  // The answer updates the cached number in place (same id).
  const [update] = useUpdateEmergencyContactMutation({ update: forgetPublicList });
  const [remove] = useDeleteEmergencyContactMutation();
  const [reorder] = useReorderEmergencyContactsMutation({
    update(cache, { data: reordered }) {
      if (reordered) writeList(cache, () => reordered.reorderEmergencyContacts);
      forgetPublicList(cache);
    },
  });

  const contacts = [...(data?.adminEmergencyContacts ?? [])].sort(
    (a, b) => a.position - b.position,
  );

  return {
    contacts,
    loading: loading && !data,
    failed: Boolean(error) && !data,
    retry: () => refetch(),
    create: (draft: EmergencyContactDraft) =>
      create({ variables: { input: toInput(null, draft) } }),
    update: (contact: EmergencyContact, draft: EmergencyContactDraft) =>
      update({ variables: { id: contact.id, input: toInput(contact, draft) } }),
    setHidden: (id: string, hidden: boolean) => update({ variables: { id, input: { hidden } } }),
    remove: (id: string) =>
      remove({
        variables: { id },
        update(cache) {
          cache.evict({ id: cache.identify({ __typename: 'EmergencyContact', id }) });
          forgetPublicList(cache);
        },
      }),
    /** Moves one number up (-1) or down (+1) a place. */
    move: (id: string, by: -1 | 1) => {
      const ids = contacts.map((contact) => contact.id);
      const from = ids.indexOf(id);
      const to = from + by;
      if (from < 0 || to < 0 || to >= ids.length) return Promise.resolve();
      [ids[from], ids[to]] = [ids[to] as string, ids[from] as string];
      return reorder({ variables: { ids } });
    },
  };
}

/** The form's fields as the form holds them; the names keyed by language code. */
export function toDraft(contact: EmergencyContact): EmergencyContactDraft {
  return {
    names: fromGraphQL(contact.names),
    phone: contact.phone,
    kind: contact.kind,
    whatsapp: contact.whatsapp,
  };
}

/** The names of the other languages travel only when changed (forms/localized.ts says why). */
function toInput(before: EmergencyContact | null, draft: EmergencyContactDraft) {
  const names = changedTexts(before && fromGraphQL(before.names), draft.names, TEXT_RULES);
  return {
    names: names as LocalizedTextInput,
    phone: draft.phone.trim(),
    kind: draft.kind,
    whatsapp: draft.whatsapp,
  };
}
