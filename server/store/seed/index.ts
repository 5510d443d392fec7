import { seedAcademy } from '../../areas/academy/seed';
import { seedAssistantTopics } from '../../areas/assistant/seed';
import { seedChatContacts, seedChats } from '../../areas/chat/seed';
import { SEEDED_CONTACT_TAGS, seedContacts } from '../../areas/contacts/seed';
import { seedEmergencyContacts } from '../../areas/emergency-contacts/seed';
import { seedFileManager } from '../../areas/file-manager/seed';
import { seedGuides } from '../../areas/guides/seed';
import { seedHelpCenter } from '../../areas/help-center/seed';
import { seedInventory } from '../../areas/inventory/seed';
import { seedJurisdictions } from '../../areas/jurisdictions/seed';
import { seedLodgings } from '../../areas/lodgings/seed';
import { SEEDED_LABELS, seedMailboxSettings, seedMails } from '../../areas/mailbox/seed';
import { seedMessages } from '../../areas/messages/seed';
import { seedNavigation } from '../../areas/navigation/seed';
import { seedNoteLabels, seedNotes } from '../../areas/notes/seed';
import { seedNotifications } from '../../areas/notifications/seed';
import { seedPolice } from '../../areas/police/seed';
import { seedScrumboard } from '../../areas/scrumboard/seed';
import { seedShortcuts } from '../../areas/shortcuts/seed';
import { seedTasks, seedTaskTags } from '../../areas/tasks/seed';
import { seedTravelAgencies } from '../../areas/travel-agencies/seed';
import { seedUsers } from '../../areas/users/seed';
import type { Data } from '../types';

export const SCHEMA_VERSION = 3;

/** The document a new store starts from: every area's seed, stamped with one time. */
export function buildSeed(now = new Date()): Data {
  const at = now.toISOString();
  const { chats, chatMessages } = seedChats(at);
  return {
    meta: { schemaVersion: SCHEMA_VERSION, seededAt: at },
    emergencyContacts: seedEmergencyContacts(at),
    assistantTopics: seedAssistantTopics(at),
    users: seedUsers(at),
    sessions: [],
    passwordResets: [],
    navigation: seedNavigation(),
    shortcuts: seedShortcuts(at),
    messages: seedMessages(at),
    notifications: seedNotifications(at),
    chatContacts: seedChatContacts(),
    chats,
    chatMessages,
    guides: seedGuides(now),
    travelAgencies: seedTravelAgencies(now),
    lodgings: seedLodgings(now),
    police: seedPolice(now),
    jurisdictions: seedJurisdictions(now),
    ...seedInventory(),
    mailboxSettings: seedMailboxSettings(),
    mailLabels: structuredClone(SEEDED_LABELS),
    mails: seedMails(now),
    contacts: seedContacts(),
    contactTags: structuredClone(SEEDED_CONTACT_TAGS),
    auditTrail: [],
    tasks: seedTasks(now),
    taskTags: seedTaskTags(),
    notes: seedNotes(now),
    noteLabels: seedNoteLabels(),
    ...seedScrumboard(now),
    ...seedAcademy(now),
    ...seedHelpCenter(),
    fileManagerItems: seedFileManager(now),
  };
}
