import { BellOutlined } from '@ant-design/icons';
import { FeedPanel } from './FeedPanel';
import { useNotificationsFeed } from './useFeeds';

/** The toolbar's notifications panel. */
export function NotificationsPanel() {
  return <FeedPanel kind="notifications" icon={<BellOutlined />} feed={useNotificationsFeed()} />;
}
