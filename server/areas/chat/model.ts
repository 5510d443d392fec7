/** Somebody the signed-in user chats with (template demo data), as the store keeps it. */
export interface ChatContactRecord {
  id: string;
  avatar: string | null;
  background: string | null;
  name: string;
  about: string | null;
  details: {
    emails: { email: string; label: string | null }[];
    phoneNumbers: { country: string; phoneNumber: string; label: string | null }[];
    title: string | null;
    company: string | null;
    birthday: string | null;
    address: string | null;
  };
  attachments: { media: string[]; docs: string[]; links: string[] };
}

/** One conversation of one user with one contact. */
export interface ChatRecord {
  id: string;
  /** Whose conversation it is: nobody else reads it. */
  userId: string;
  contactId: string;
  /** Messages of the contact the user has not read yet. */
  unreadCount: number;
  muted: boolean;
}

export interface ChatMessageRecord {
  id: string;
  chatId: string;
  /** Who wrote it: the contact, or the user (then `isMine`). */
  contactId: string;
  value: string;
  createdAt: string;
  isMine: boolean;
}

/** A conversation as the API answers it: with its contact, its messages (oldest first) and the last one. */
export interface ChatView extends ChatRecord {
  contact: ChatContactRecord;
  lastMessage: string | null;
  lastMessageAt: string | null;
  messages: ChatMessageRecord[];
}

/** A chat contact in a list: everything but the details, which `contact?id` answers. */
export type ChatContactSummary = Omit<ChatContactRecord, 'details'>;

/** The signed-in user as the chat shows them to themselves. */
export interface ChatProfile {
  id: string;
  name: string;
  email: string;
  avatar: string | null;
  about: string;
}
