import { authorize } from '../../auth/authorize';
import type { Context } from '../../context';
import type { EmergencyContactRecord } from './model';

/** The public page's numbers in display order. Public: no sign-in needed. */
export async function listEmergencyContacts(ctx: Context): Promise<EmergencyContactRecord[]> {
  authorize(ctx, 'emergency-contacts', 'read');
  const contacts = await ctx.store.emergencyContacts.list();
  return contacts.sort((a, b) => a.position - b.position);
}
