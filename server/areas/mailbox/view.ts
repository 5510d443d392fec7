import { mailboxPagination, type TemplatePage } from '../../template/pagination';
import type { MailRecord } from './model';

/** A mail as the template answers it: with `ccCount` and `bccCount`. */
export function toMailView(mail: MailRecord) {
  return { ...mail, ccCount: mail.cc.length, bccCount: mail.bcc.length };
}

/** A mails page in the template's shape: `{ mails, pagination }`, mails null past the last page. */
export function toMailPage(page: TemplatePage<MailRecord>) {
  return {
    mails: page.beyond ? null : page.items.map(toMailView),
    pagination: mailboxPagination(page),
  };
}
