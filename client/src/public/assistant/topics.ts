import { ASSISTANT_TOPIC_IDS, type AssistantTopicId } from '../../../../shared/assistant-topics';
import type { LocalizedText } from '../../../../shared/locales';
import type { Language } from '../i18n/i18n';

/** The topics the server keeps, in chip order. */
export const TOPIC_IDS = ASSISTANT_TOPIC_IDS;
export type TopicId = AssistantTopicId;

/** One topic as `GET /api/public/assistant` answers it (Spanish, English and what else staff wrote). */
export interface AssistantTopic {
  id: TopicId;
  position: number;
  label: LocalizedText;
  /** Plain text; a blank line between paragraphs. */
  answer: LocalizedText;
  phrases: Partial<Record<Language, string[]>>;
  callContactIds: string[];
  updatedAt: string;
}

/** Where the topics on screen came from; `stored` means the network failed (offline). */
export type TopicsSource = 'network' | 'stored';

export const TOPICS_URL = '/api/public/assistant';
export const TOPICS_STORAGE_KEY = 'turismo-seguro.assistant-topics';
/** Past this wait the copy kept on the device answers instead. */
const FETCH_TIMEOUT_MS = 6000;

/** Keeps only well-formed topics, in chip order; anything else (an old copy) is dropped. */
export function parseTopics(data: unknown): AssistantTopic[] | null {
  const list = (data as { topics?: unknown } | null)?.topics;
  if (!Array.isArray(list)) return null;
  return list.filter(isTopic).sort((a, b) => a.position - b.position);
}

/** Spanish and English always; any other language only in the right shape. */
function isLocalized(value: unknown, check: (item: unknown) => boolean): boolean {
  if (!value || typeof value !== 'object') return false;
  const record = value as Record<string, unknown>;
  return (
    check(record.es) &&
    check(record.en) &&
    Object.values(record).every((item) => item === undefined || check(item))
  );
}

const isText = (value: unknown) => typeof value === 'string';
const isTextList = (value: unknown) => Array.isArray(value) && value.every(isText);

function isTopic(value: unknown): value is AssistantTopic {
  if (!value || typeof value !== 'object') return false;
  const topic = value as Partial<AssistantTopic>;
  return (
    (TOPIC_IDS as readonly unknown[]).includes(topic.id) &&
    typeof topic.position === 'number' &&
    isLocalized(topic.label, isText) &&
    isLocalized(topic.answer, isText) &&
    isLocalized(topic.phrases, isTextList) &&
    isTextList(topic.callContactIds)
  );
}

export function readStoredTopics(): AssistantTopic[] | null {
  try {
    const text = localStorage.getItem(TOPICS_STORAGE_KEY);
    const topics = text ? parseTopics(JSON.parse(text)) : null;
    return topics?.length ? topics : null;
  } catch {
    return null;
  }
}

function storeTopics(topics: AssistantTopic[]): void {
  try {
    localStorage.setItem(TOPICS_STORAGE_KEY, JSON.stringify({ topics }));
  } catch {
    // Storage full or blocked: the service worker's copy still covers the offline case.
  }
}

async function fetchTopics(): Promise<AssistantTopic[]> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), FETCH_TIMEOUT_MS);
  try {
    const response = await fetch(TOPICS_URL, {
      headers: { Accept: 'application/json' },
      signal: controller.signal,
    });
    if (!response.ok) throw new Error(`GET ${TOPICS_URL}: ${response.status}`);
    const topics = parseTopics(await response.json());
    if (!topics?.length) throw new Error(`GET ${TOPICS_URL}: no topics`);
    return topics;
  } finally {
    clearTimeout(timer);
  }
}

export type LoadedTopics =
  | { topics: AssistantTopic[]; source: TopicsSource }
  | { topics: []; source: 'none' };

let pending: Promise<LoadedTopics> | null = null;

/**
 * The topics from the API, kept on the device for the next time; without network, the last
 * ones this device saw. One request at a time; a failed load is tried again next time.
 */
export function loadTopics(): Promise<LoadedTopics> {
  pending ??= fetchTopics()
    .then((topics): LoadedTopics => {
      storeTopics(topics);
      return { topics, source: 'network' };
    })
    .catch((): LoadedTopics => {
      const stored = readStoredTopics();
      return stored ? { topics: stored, source: 'stored' } : { topics: [], source: 'none' };
    })
    .finally(() => {
      pending = null;
    });
  return pending;
}
