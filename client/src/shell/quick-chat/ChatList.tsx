import { Badge, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ChatSummaryFieldsFragment } from '../../../../generated/client';
import { ChatAvatar } from './ChatAvatar';

export interface ChatListProps {
  chats: readonly ChatSummaryFieldsFragment[];
  selectedId: string | null;
  onSelect: (chat: ChatSummaryFieldsFragment) => void;
}

/** The conversations as a column of avatars; a dot marks those with unread messages. */
export function ChatList({ chats, selectedId, onSelect }: ChatListProps) {
  const { t } = useTranslation();
  return (
    <ul className="chat-list" aria-label={t('shell.chat.conversations')}>
      {chats.map((chat) => {
        const { name, avatar } = chat.contact;
        const label =
          chat.unreadCount > 0
            ? t('shell.chat.withUnread', { name, count: chat.unreadCount })
            : name;
        return (
          <li key={chat.id}>
            <Tooltip title={name} placement="right">
              <button
                type="button"
                className="chat-list__item"
                aria-label={label}
                aria-current={chat.id === selectedId ? 'true' : undefined}
                onClick={() => onSelect(chat)}
              >
                <Badge dot={chat.unreadCount > 0} offset={[-4, 4]} className="chat-list__badge">
                  <ChatAvatar name={name} avatar={avatar} size={40} />
                </Badge>
              </button>
            </Tooltip>
          </li>
        );
      })}
    </ul>
  );
}
