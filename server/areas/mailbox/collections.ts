import { defineCollection } from '../../store/collection';
import type { MailboxSettingsRecord, MailLabelRecord, MailRecord } from './model';
import { SEEDED_LABELS, seedMailboxSettings, seedMails } from './seed';

declare module '../../store/types' {
  interface Collections {
    mailboxSettings: MailboxSettingsRecord;
    mailLabels: MailLabelRecord;
    mails: MailRecord;
  }
}

export const mailboxSettingsCollection = defineCollection('mailboxSettings', {
  seed: () => seedMailboxSettings(),
});

export const mailLabelsCollection = defineCollection('mailLabels', {
  seed: () => structuredClone(SEEDED_LABELS),
});

export const mailsCollection = defineCollection('mails', {
  seed: (now) => seedMails(now),
});
