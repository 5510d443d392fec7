import { useEffect, useState } from 'react';
import { type AssistantTopic, loadTopics, readStoredTopics, type TopicsSource } from './topics';

export type TopicsState =
  | { status: 'loading'; topics: AssistantTopic[] }
  | { status: 'ready'; topics: AssistantTopic[]; source: TopicsSource }
  | { status: 'unavailable'; topics: AssistantTopic[] };

/**
 * The assistant's topics. The copy kept on this device answers at once (a slow connection must
 * not hold the assistant back); the network's, when it comes, replaces it.
 */
export function useTopics(): TopicsState {
  const [state, setState] = useState<TopicsState>(() => {
    const stored = readStoredTopics();
    return stored
      ? { status: 'ready', topics: stored, source: 'stored' }
      : { status: 'loading', topics: [] };
  });
  useEffect(() => {
    let active = true;
    loadTopics().then((loaded) => {
      if (!active) return;
      if (loaded.source === 'none') {
        setState((current) =>
          current.topics.length > 0 ? current : { status: 'unavailable', topics: [] },
        );
      } else {
        setState({ status: 'ready', topics: loaded.topics, source: loaded.source });
      }
    });
    return () => {
      active = false;
    };
  }, []);
  return state;
}
