import { MailOutlined } from '@ant-design/icons';
import { FeedPanel } from './FeedPanel';
import { useMessagesFeed } from './useFeeds';

/** The toolbar's messages panel. */
export function MessagesPanel() {
  return <FeedPanel kind="messages" icon={<MailOutlined />} feed={useMessagesFeed()} />;
}
