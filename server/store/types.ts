import type { AcademyCategoryRecord, AcademyCourseRecord } from '../areas/academy/model';
import type { AssistantTopicRecord } from '../areas/assistant/model';
import type { PasswordResetRecord, SessionRecord } from '../areas/auth/model';
import type { ChatContactRecord, ChatMessageRecord, ChatRecord } from '../areas/chat/model';
import type { ContactRecord, ContactTagRecord } from '../areas/contacts/model';
import type { EmergencyContactRecord } from '../areas/emergency-contacts/model';
import type { FileManagerItemRecord } from '../areas/file-manager/model';
import type { GuideRecord } from '../areas/guides/model';
import type {
  FaqCategoryRecord,
  FaqRecord,
  GuideCategoryRecord,
  HelpGuideRecord,
} from '../areas/help-center/model';
import type {
  InventoryBrandRecord,
  InventoryCategoryRecord,
  InventoryProductRecord,
  InventoryTagRecord,
  InventoryVendorRecord,
} from '../areas/inventory/model';
import type { JurisdictionRecord } from '../areas/jurisdictions/model';
import type { LodgingRecord } from '../areas/lodgings/model';
import type { MailboxSettingsRecord, MailLabelRecord, MailRecord } from '../areas/mailbox/model';
import type { MessageRecord } from '../areas/messages/model';
import type { NavigationMenuRecord } from '../areas/navigation/model';
import type { NoteLabelRecord, NoteRecord } from '../areas/notes/model';
import type { NotificationRecord } from '../areas/notifications/model';
import type { PoliceOfficerRecord } from '../areas/police/model';
import type {
  BoardCardRecord,
  BoardLabelRecord,
  BoardListRecord,
  BoardMemberRecord,
  BoardRecord,
} from '../areas/scrumboard/model';
import type { ShortcutRecord } from '../areas/shortcuts/model';
import type { TaskRecord, TaskTagRecord } from '../areas/tasks/model';
import type { TravelAgencyRecord } from '../areas/travel-agencies/model';
import type { UserRecord } from '../areas/users/model';
import type { AuditEntryRecord } from '../registry/audit-trail-model';

export interface Entity {
  id: string;
}

/** Every collection the store holds, by name. An area adds its record type here. */
export interface Collections {
  emergencyContacts: EmergencyContactRecord;
  /** The public page's virtual assistant: one record per topic, id = the topic. */
  assistantTopics: AssistantTopicRecord;
  users: UserRecord;
  /** Signed-in sessions (refresh-token families). */
  sessions: SessionRecord;
  passwordResets: PasswordResetRecord;
  /** The shell's menus, one item per menu (compact, default, futuristic, horizontal). */
  navigation: NavigationMenuRecord;
  /** Each user's own toolbar items. */
  shortcuts: ShortcutRecord;
  messages: MessageRecord;
  notifications: NotificationRecord;
  /** The quick chat (template demo): people, each user's conversations, their messages. */
  chatContacts: ChatContactRecord;
  chats: ChatRecord;
  chatMessages: ChatMessageRecord;
  /** The product's registries. */
  guides: GuideRecord;
  travelAgencies: TravelAgencyRecord;
  lodgings: LodgingRecord;
  police: PoliceOfficerRecord;
  jurisdictions: JurisdictionRecord;
  /** The template's inventory (demo data shared by all staff). */
  inventoryCategories: InventoryCategoryRecord;
  inventoryBrands: InventoryBrandRecord;
  inventoryVendors: InventoryVendorRecord;
  inventoryTags: InventoryTagRecord;
  inventoryProducts: InventoryProductRecord;
  /** The template's mailbox (demo data shared by all staff). */
  mailboxSettings: MailboxSettingsRecord;
  mailLabels: MailLabelRecord;
  mails: MailRecord;
  /** The template's address book (demo data shared by all staff). */
  contacts: ContactRecord;
  contactTags: ContactTagRecord;
  /** Every create, update and delete of a registry record (kept after the record is gone). */
  auditTrail: AuditEntryRecord;
  /** Template demo areas (not product), shared by all staff. */
  tasks: TaskRecord;
  taskTags: TaskTagRecord;
  notes: NoteRecord;
  noteLabels: NoteLabelRecord;
  boards: BoardRecord;
  boardLists: BoardListRecord;
  boardCards: BoardCardRecord;
  boardLabels: BoardLabelRecord;
  boardMembers: BoardMemberRecord;
  /** Template demo areas (not product), read-only, shared by all staff. */
  academyCategories: AcademyCategoryRecord;
  academyCourses: AcademyCourseRecord;
  helpCenterFaqCategories: FaqCategoryRecord;
  helpCenterFaqs: FaqRecord;
  helpCenterGuideCategories: GuideCategoryRecord;
  helpCenterGuides: HelpGuideRecord;
  fileManagerItems: FileManagerItemRecord;
}

export type CollectionName = keyof Collections;

export interface StoreMeta {
  /** Bumped when the shape of the file changes, so an old file can be migrated or refused. */
  schemaVersion: number;
  seededAt: string;
}

/** The whole persisted document. */
export type Data = { [K in CollectionName]: Collections[K][] } & { meta: StoreMeta };

/**
 * Async access to one collection. Items handed out are copies: changing one changes nothing
 * until it goes back through insert or update. Every write resolves only once it is durable.
 */
export interface Repository<T extends Entity> {
  list(where?: (item: T) => boolean): Promise<T[]>;
  get(id: string): Promise<T | null>;
  findOne(where: (item: T) => boolean): Promise<T | null>;
  count(where?: (item: T) => boolean): Promise<number>;
  /**
   * One page of the items that match `where`, in `orderBy` order, and how many match in all.
   * Only the page is copied, so a page of a large collection stays cheap.
   */
  query(options: QueryOptions<T>): Promise<{ items: T[]; total: number }>;
  /** Adds an item; ConflictError when its id or one of the collection's unique keys is taken. */
  insert(item: T): Promise<T>;
  /** Merges a patch into an item; null when there is no such item; ConflictError on a unique key. */
  update(id: string, patch: Partial<Omit<T, 'id'>>): Promise<T | null>;
  /** true when an item was removed. */
  remove(id: string): Promise<boolean>;
}

/** What `Repository.query` orders by: a string (compared by code units), a number, or nothing. */
export type OrderKey = string | number | null;

export interface QueryOptions<T> {
  where?: (item: T) => boolean;
  /**
   * The value to order by, computed once per item. Items without one (null or '') go last in
   * either direction; ties are broken by id, so pages never overlap.
   */
  orderBy?: (item: T) => OrderKey;
  descending?: boolean;
  offset: number;
  /** At most this many items (all that remain when absent). */
  limit?: number;
}

export type Repositories = { readonly [K in CollectionName]: Repository<Collections[K]> };

export interface Store extends Repositories {
  /**
   * Runs `change` alone against the live data and resolves once the result is durable, for
   * changes that span collections. `change` is synchronous and must throw before it modifies
   * anything: a throw rejects the call and nothing is written.
   */
  transaction<R>(change: (data: Data) => R): Promise<R>;
  /**
   * A number that changes whenever the data may have changed (any write, applied or rolled
   * back). Services key caches of derived data on it, e.g. a sorted order reused until a write.
   */
  revision(): number;
  /** Writes what is pending, releases the file and its lock. Idempotent. */
  close(): Promise<void>;
}
