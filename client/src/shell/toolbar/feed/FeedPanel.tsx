import { CheckOutlined, CloseOutlined } from '@ant-design/icons';
import { Alert, App, Avatar, Spin } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../i18n/dates';
import { useLanguage } from '../../../i18n/useLanguage';
import { NamedIcon } from '../../icons';
import { SanitizedHtml } from '../../sanitized-html/SanitizedHtml';
import { AppLink } from '../AppLink';
import { IconButton } from '../IconButton';
import { PanelEmpty, ToolbarPanel } from '../ToolbarPanel';
import { feedText } from './event-text';
import type { Feed, FeedItem, FeedKind } from './feed';
import './feed.css';

export interface FeedPanelProps {
  /** Which list: picks the texts (shell.toolbar.messages.* or shell.toolbar.notifications.*). */
  kind: FeedKind;
  /** The toolbar button's icon. */
  icon: ReactNode;
  feed: Feed;
  /** Below the list: the notifications panel's settings. */
  footer?: ReactNode;
}

/**
 * The messages panel and the notifications panel: one component, given the list and its actions.
 * Items show an image or icon, title, description (HTML, sanitized; a notification the server
 * wrote, plain text in the reader's language), time and link; each can be
 * marked read or unread and removed, and opening one marks it read; "Mark all as read" is off
 * while nothing is unread.
 */
export function FeedPanel({ kind, icon, feed, footer }: FeedPanelProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [open, setOpen] = useState(false);
  const unread = feed.items.filter((item) => !item.read).length;
  const title = t(`shell.toolbar.${kind}.title`);

  // Each action reports its own failure; the list stays as the server has it.
  const run = (action: Promise<unknown>) =>
    action.catch(() => message.error(t('shell.toolbar.feed.failed')));

  return (
    <ToolbarPanel
      label={title}
      countLabel={t('shell.toolbar.feed.withUnread', { label: title, count: unread })}
      icon={icon}
      count={unread}
      open={open}
      onOpenChange={setOpen}
      title={title}
      actions={
        <IconButton
          label={t('shell.toolbar.feed.markAllAsRead')}
          icon={<CheckOutlined />}
          disabled={unread === 0}
          onClick={() => run(feed.markAllAsRead())}
        />
      }
    >
      {feed.failed && <Alert type="error" showIcon title={t('common.loadFailed')} />}
      {feed.loading && feed.items.length === 0 && (
        <div className="toolbar-empty">
          <Spin />
        </div>
      )}
      {!feed.loading && !feed.failed && feed.items.length === 0 && (
        <PanelEmpty
          icon={icon}
          title={t(`shell.toolbar.${kind}.empty`)}
          hint={t(`shell.toolbar.${kind}.emptyHint`)}
        />
      )}
      {feed.items.length > 0 && (
        <ul className="feed-list">
          {feed.items.map((item) => (
            <FeedEntry
              key={item.id}
              item={item}
              onNavigate={() => {
                setOpen(false);
                // Opening it is reading it.
                if (!item.read) void run(feed.toggleRead(item));
              }}
              onToggleRead={() => run(feed.toggleRead(item))}
              onRemove={() => run(feed.remove(item))}
            />
          ))}
        </ul>
      )}
      {footer}
    </ToolbarPanel>
  );
}

interface FeedEntryProps {
  item: FeedItem;
  /** The item's link was followed. */
  onNavigate: () => void;
  onToggleRead: () => void;
  onRemove: () => void;
}

function FeedEntry({ item, onNavigate, onToggleRead, onRemove }: FeedEntryProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const text = feedText(item, t, language);
  const time = (
    <time className="feed-item__time" dateTime={item.time}>
      {formatDateTime(item.time, language)}
    </time>
  );
  // The whole row follows the link (see feed.css); links inside the description stay usable.
  const link = (content: ReactNode, className: string) => (
    <AppLink
      link={item.link}
      useRouter={item.useRouter}
      className={`${className} feed-item__link`}
      onClick={onNavigate}
    >
      {content}
    </AppLink>
  );
  return (
    <li className={item.read ? 'feed-item' : 'feed-item feed-item--unread'}>
      <div className="feed-item__media">
        {item.image ? (
          <Avatar src={item.image} alt="" />
        ) : (
          <Avatar icon={<NamedIcon name={item.icon} />} className="feed-item__icon" />
        )}
      </div>
      <div className="feed-item__text">
        {text.title && link(text.title, 'feed-item__title')}
        {'text' in text ? (
          <div className="feed-item__description">{text.text}</div>
        ) : (
          <SanitizedHtml html={text.html} className="feed-item__description" />
        )}
        {text.title ? time : link(time, 'feed-item__title')}
      </div>
      <div className="feed-item__actions">
        <IconButton
          size="small"
          label={t(item.read ? 'shell.toolbar.feed.markAsUnread' : 'shell.toolbar.feed.markAsRead')}
          icon={<span className="feed-item__dot" />}
          onClick={onToggleRead}
        />
        <IconButton
          size="small"
          label={t('shell.toolbar.feed.remove')}
          icon={<CloseOutlined />}
          onClick={onRemove}
        />
      </div>
    </li>
  );
}
