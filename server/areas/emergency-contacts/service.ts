import type { Context } from '../../context';
import type { EmergencyContactRecord } from './model';

/** The public page's numbers in display order. Public: no sign-in needed. */
export async function listEmergencyContacts(ctx: Context): Promise<EmergencyContactRecord[]> {
  const contacts = await ctx.store.emergencyContacts.list();
  return contacts.sort((a, b) => a.position - b.position);
}
