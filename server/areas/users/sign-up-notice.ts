import { accountLink } from '../../../shared/registry-links';
import type { Context } from '../../context';
import type { Transaction } from '../../store/types';
import { deliverNotification } from '../notifications/deliver';
import type { UserRecord } from './model';

/**
 * Tells every active ADMINISTRADOR that `account` asked for access and waits for them, in the
 * transaction that saves it: the notification opens that account in Usuarios.
 */
export async function notifyAccountRequested(
  ctx: Context,
  tx: Transaction,
  account: UserRecord,
): Promise<void> {
  const admins = await tx.users.list({ where: { role: 'ADMINISTRADOR', status: 'ACTIVO' } });
  await deliverNotification(
    ctx,
    tx,
    admins.map((admin) => admin.id),
    {
      event: { kind: 'ACCOUNT_REQUESTED', params: { name: account.name, email: account.email } },
      link: accountLink(account.id),
    },
  );
}
