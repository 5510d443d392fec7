import type { AlertInput, AlertRowFragment } from '../../../../generated/client';
import {
  useCancelAlertMutation,
  useCreateAlertMutation,
  useDeleteAlertMutation,
  usePublishAlertMutation,
  useUpdateAlertMutation,
} from '../../../../generated/client';

/**
 * The changes of an alert's life as the drawer makes them, each throwing the server's refusal
 * to the drawer, which shows it on its fields.
 */
export function useAlertActions() {
  const [create] = useCreateAlertMutation();
  const [update] = useUpdateAlertMutation();
  const [publish] = usePublishAlertMutation();
  const [cancel] = useCancelAlertMutation();
  const [remove] = useDeleteAlertMutation();

  const created = async (input: AlertInput): Promise<AlertRowFragment> => {
    const { data } = await create({ variables: { input } });
    if (!data) throw new Error('createAlert answered no alert');
    return data.createAlert;
  };

  return {
    /** A new draft, or a draft's or an active alert's change (an active one's shows at once). */
    save: async (id: string | null, input: AlertInput) => {
      if (id === null) return created(input);
      await update({ variables: { id, input } });
      return null;
    },
    publish: async (id: string) => {
      await publish({ variables: { id } });
    },
    cancel: (id: string, reason: string) => cancel({ variables: { id, reason } }),
    remove: (id: string) => remove({ variables: { id } }),
  };
}
