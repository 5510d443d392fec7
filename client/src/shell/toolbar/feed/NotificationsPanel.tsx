import { BellOutlined } from '@ant-design/icons';
import { AlertSettings } from './AlertSettings';
import { FeedPanel } from './FeedPanel';
import { useNotificationsFeed } from './useFeeds';

/** The toolbar's notifications panel, with how new cases reach this officer at its foot. */
export function NotificationsPanel() {
  return (
    <FeedPanel
      kind="notifications"
      icon={<BellOutlined />}
      feed={useNotificationsFeed()}
      footer={<AlertSettings />}
    />
  );
}
