import { caseLink } from '../../../shared/incident-links';
import type { Context } from '../../context';
import { translate } from '../../i18n';
import { pushToUser } from '../push-subscriptions/send';
import type { IncidentRecord } from './model';

/**
 * Tells the officers of a new case who may have no tab open, after the answer (the tourist
 * waits for nothing): a Web Push to each of their phones and browsers; by mail to those it
 * reached nowhere (no VAPID keys on this server, no device, every device gone). Run by the
 * instance that stored the case, so once. The texts name the case by code and kind only
 * (SECURITY 37): the place and the tourist's words are personal data.
 */
export function announceCase(
  ctx: Context,
  record: IncidentRecord,
  recipients: readonly string[],
): void {
  if (recipients.length === 0) return;
  ctx.auth.background.run(ctx.logger, 'new case announcement', async () => {
    const type = translate('es', `enums.IncidentType.${record.type}`);
    const values = { code: record.code, type };
    const url = caseLink(record.id);
    const unreached: string[] = [];
    for (const userId of recipients) {
      const delivered = await pushToUser(ctx, userId, {
        title: translate('es', 'incidents.announce.pushTitle', values),
        body: translate('es', 'incidents.announce.pushBody', values),
        url,
        tag: record.code,
      });
      if (delivered === 0) unreached.push(userId);
    }
    const delivery = ctx.mail;
    if (!delivery || unreached.length === 0) return;
    const link = `${delivery.publicUrl}${url}`;
    const accounts = await ctx.store.users.list({ where: { id: { in: unreached } } });
    for (const account of accounts) {
      try {
        await delivery.mailer.send(ctx.logger, {
          to: account.email,
          subject: translate('es', 'incidents.announce.mailSubject', values),
          text: translate('es', 'incidents.announce.mailText', { ...values, link }),
          link,
        });
      } catch (error) {
        // One mailbox refused: the others are still told.
        ctx.logger.warn({ err: error }, 'new case mail not sent');
      }
    }
  });
}
