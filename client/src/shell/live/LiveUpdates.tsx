import { useApolloClient } from '@apollo/client/react';
import { App } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LIVE_TOPICS, type LiveTopicName } from '../../../../shared/live-topics';
import { useSession, useSessionState } from '../../session/SessionContext';
import { keepLiveStream } from './event-stream';
import { caseSoundEnabled, playCaseChime } from './sound';
import './live.css';

/** The queries that show each topic, by operation name: refetched where they are on screen. */
const QUERIES: Record<LiveTopicName, string[]> = {
  notifications: ['Notifications'],
  incidents: ['IncidentOverview', 'IncidentsList', 'IncidentDetail'],
};

const queriesOf = (topics: readonly LiveTopicName[]) => topics.flatMap((topic) => QUERIES[topic]);

/**
 * The staff application's live updates: while signed in, keeps the event stream open and
 * refetches the bell, the open cases and the Denuncias list as the server says they changed
 * (on any instance). A new case is announced: a toast, the same words to screen readers, and a
 * short chime unless this browser turned it off. Mounted once, in the shell.
 */
export function LiveUpdates() {
  const { t } = useTranslation();
  const client = useApolloClient();
  const session = useSession();
  const state = useSessionState();
  const { notification } = App.useApp();
  const [announcement, setAnnouncement] = useState('');
  const said = useRef(0);
  const signedIn = state.status === 'signed-in';

  // Kept in a ref: a new language must not reopen the stream.
  const announce = useRef((_count: number) => {});
  announce.current = (count: number) => {
    const text = t('shell.live.newCases', { count });
    notification.info({ title: text, key: 'new-cases', placement: 'bottomRight' });
    // A counter makes the same words a new announcement.
    said.current += 1;
    setAnnouncement(`${text}${'\u200b'.repeat(said.current % 2)}`);
    if (caseSoundEnabled()) playCaseChime();
  };

  useEffect(() => {
    if (!signedIn) return;
    const refetch = (topics: readonly LiveTopicName[]) =>
      void client.refetchQueries({ include: queriesOf(topics) }).catch(() => undefined);
    return keepLiveStream(session, {
      // Changes made while the stream was down were never told: catch up on everything.
      onReady: (again) => {
        if (again) refetch(LIVE_TOPICS);
      },
      onChange: (change) => {
        refetch(change.refetch);
        const arrived = change.arrived?.incidents ?? 0;
        if (arrived > 0) announce.current(arrived);
      },
    });
  }, [client, session, signedIn]);

  return (
    <div className="live-announcer" role="status" aria-live="polite">
      {announcement}
    </div>
  );
}
