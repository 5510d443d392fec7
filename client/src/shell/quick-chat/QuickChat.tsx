import { MessageOutlined } from '@ant-design/icons';
import { Alert, Badge, Drawer, Spin } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useChatsQuery } from '../../../../generated/client';
import { IconButton } from '../toolbar/IconButton';
import { PanelEmpty } from '../toolbar/ToolbarPanel';
import { ChatList } from './ChatList';
import { ChatThread } from './ChatThread';
import './quick-chat.css';

/**
 * The quick-chat button and its drawer on the right: conversations with unread dots, and the
 * selected one's thread. Selecting a conversation loads it and marks it read (ChatThread).
 */
export function QuickChat() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const { data, loading, error } = useChatsQuery();
  const chats = data?.chats ?? [];
  const selected = chats.find((chat) => chat.id === selectedId);
  const unread = chats.some((chat) => chat.unreadCount > 0);

  return (
    <>
      <Badge dot={unread} offset={[-6, 6]}>
        <IconButton
          label={t('shell.chat.open')}
          icon={<MessageOutlined />}
          tooltipHidden={open}
          aria-haspopup="dialog"
          aria-expanded={open}
          onClick={() => setOpen(true)}
        />
      </Badge>
      <Drawer
        open={open}
        onClose={() => setOpen(false)}
        placement="right"
        size="min(480px, 100vw)"
        title={t('shell.chat.title')}
        closable={{ 'aria-label': t('shell.chat.close') }}
        styles={{ body: { padding: 0 } }}
      >
        <div className="quick-chat">
          {chats.length > 0 && (
            <ChatList
              chats={chats}
              selectedId={selectedId}
              onSelect={(chat) => setSelectedId(chat.id)}
            />
          )}
          <div className="quick-chat__main">
            {error && <Alert type="error" showIcon title={t('common.loadFailed')} />}
            {loading && <Spin className="quick-chat__loading" />}
            {!loading && !error && chats.length === 0 && (
              <PanelEmpty icon={<MessageOutlined />} title={t('shell.chat.noChats')} />
            )}
            {chats.length > 0 &&
              (selected ? (
                <ChatThread key={selected.id} chat={selected} />
              ) : (
                <PanelEmpty icon={<MessageOutlined />} title={t('shell.chat.selectConversation')} />
              ))}
          </div>
        </div>
      </Drawer>
    </>
  );
}
