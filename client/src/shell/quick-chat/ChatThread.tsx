import { SendOutlined } from '@ant-design/icons';
import { Alert, App, Input, Spin } from 'antd';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ChatDocument,
  type ChatQuery,
  type ChatQueryVariables,
  type ChatSummaryFieldsFragment,
  useChatQuery,
  useMarkChatAsReadMutation,
  useSendChatMessageMutation,
} from '../../../../generated/client';
import { reachedLimit } from '../../apollo/errors';
import { formatDate, formatTime } from '../../i18n/dates';
import { useLanguage } from '../../i18n/useLanguage';
import { IconButton } from '../toolbar/IconButton';
import { ChatAvatar } from './ChatAvatar';
import { groupByDay } from './dayGroups';

export interface ChatThreadProps {
  /** The conversation as the list knows it; its messages are loaded here (chat(id)). */
  chat: ChatSummaryFieldsFragment;
}

/** One conversation: its messages by day, and a box to write (Enter sends, Shift+Enter breaks). */
export function ChatThread({ chat }: ChatThreadProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { message } = App.useApp();
  const { data, loading, error } = useChatQuery({ variables: { id: chat.id } });
  const [send, { loading: sending }] = useSendChatMessageMutation();
  const [markChatAsRead] = useMarkChatAsReadMutation();
  const [draft, setDraft] = useState('');
  const messagesRef = useRef<HTMLDivElement>(null);
  const messages = data?.chat.messages ?? [];
  const { name, avatar } = chat.contact;

  // An open conversation is a read one. Asked once the chat has loaded, so the loaded count
  // cannot overwrite the answer; that answer updates the cached chat, and the list's dot goes.
  const unread = data?.chat.unreadCount ?? 0;
  useEffect(() => {
    // A failure leaves the dot on; the next opening tries again.
    if (unread > 0) markChatAsRead({ variables: { id: chat.id } }).catch(() => undefined);
  }, [unread, chat.id, markChatAsRead]);

  // Keep the newest message in sight.
  useEffect(() => {
    const list = messagesRef.current;
    if (list && messages.length > 0) list.scrollTop = list.scrollHeight;
  }, [messages.length]);

  const submit = async () => {
    const value = draft.trim();
    if (!value || sending) return;
    try {
      await send({
        variables: { chatId: chat.id, value },
        update(cache, { data: sent }) {
          const created = sent?.sendChatMessage;
          if (!created) return;
          cache.updateQuery<ChatQuery, ChatQueryVariables>(
            { query: ChatDocument, variables: { id: chat.id } },
            (previous) =>
              previous
                ? {
                    chat: {
                      ...previous.chat,
                      lastMessage: created.value,
                      lastMessageAt: created.createdAt,
                      messages: [...previous.chat.messages, created],
                    },
                  }
                : previous,
          );
        },
      });
      setDraft('');
    } catch (error) {
      const limit = reachedLimit(error);
      message.error(
        limit === null ? t('shell.chat.sendFailed') : t('shell.chat.limitReached', { limit }),
      );
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void submit();
  };

  const dayLabel = (day: string, relative: 'today' | 'yesterday' | null) =>
    relative ? t(`shell.chat.${relative}`) : formatDate(day, language);

  return (
    <div className="chat-thread">
      <div className="chat-thread__header">
        <ChatAvatar name={name} avatar={avatar} />
        <h3 className="chat-thread__name">{name}</h3>
      </div>
      <div
        ref={messagesRef}
        className="chat-thread__messages"
        role="log"
        aria-label={t('shell.chat.thread', { name })}
        // The log scrolls: keyboard users need to reach it.
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable.
        tabIndex={0}
      >
        {loading && messages.length === 0 && <Spin className="chat-thread__loading" />}
        {error && <Alert type="error" showIcon title={t('common.loadFailed')} />}
        {groupByDay(messages).map((group) => (
          <section key={group.day} className="chat-day">
            <h4 className="chat-day__label">
              <time dateTime={group.day}>{dayLabel(group.day, group.relative)}</time>
            </h4>
            <ol className="chat-day__messages">
              {group.messages.map((item) => (
                <li
                  key={item.id}
                  className={item.isMine ? 'chat-message chat-message--mine' : 'chat-message'}
                >
                  <span className="visually-hidden">
                    {item.isMine ? t('shell.chat.you') : name}:{' '}
                  </span>
                  <span className="chat-message__bubble">{item.value}</span>
                  <time className="chat-message__time" dateTime={item.createdAt}>
                    {formatTime(item.createdAt, language)}
                  </time>
                </li>
              ))}
            </ol>
          </section>
        ))}
      </div>
      <form
        className="chat-thread__composer"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Input.TextArea
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
          autoSize={{ minRows: 1, maxRows: 4 }}
          placeholder={t('shell.chat.placeholder')}
          aria-label={t('shell.chat.input')}
          autoFocus
        />
        <IconButton
          type="primary"
          htmlType="submit"
          label={t('shell.chat.send')}
          icon={<SendOutlined />}
          disabled={!draft.trim()}
          loading={sending}
        />
      </form>
    </div>
  );
}
