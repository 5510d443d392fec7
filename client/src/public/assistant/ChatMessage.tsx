import { type ReactNode, useState } from 'react';
import type { IncidentType } from '../../../../shared/incident-report';
import { pickText } from '../../../../shared/locales';
import type { AlertsView } from '../alerts/useAlerts';
import type { EmergencyContact } from '../contacts/contacts';
import { i18n, type Language } from '../i18n/i18n';
import { useI18n } from '../i18n/useI18n';
import type { DevicePosition } from '../location/position';
import { readPosition } from '../location/position';
import { NearestOffices } from '../police/NearestOffices';
import type { Happening } from '../speak/message';
import { ProviderResults } from '../verification/ProviderResults';
import { AlertsAnswer } from './AlertsAnswer';
import { Actions, CallButtons, isSwitch } from './ChatActions';
import type { ChatMessage } from './conversation';
import { FALLBACK_CALLS } from './fallback-calls';
import { REPORT_TYPE_OF } from './report-types';
import type { AssistantTopic } from './topics';
import { URGENT_CALLS, type Urgency } from './urgent';
import type { TopicsState } from './useTopics';

export interface ChatMessageProps {
  message: ChatMessage;
  /** The topic a topic message or chip names, once the topics are loaded. */
  topic?: AssistantTopic;
  topicsStatus: TopicsState['status'];
  contacts: EmergencyContact[];
  /** The page's alerts now: an answer about them reads them as they are when shown. */
  alerts?: AlertsView;
  lang: Language;
  onOpenEmergency(): void;
  onOpenLocation(): void;
  /** Opens "Speak for me", on what happened when the answer knows it. */
  onSpeak?(what?: Happening): void;
  /** Looks a text up in the registry (an action offered after an answer). */
  onLookUp(query: string): void;
  /** Lists the nearest tourism police offices (offered after a theft, a scam, a loss). */
  onNearest(): void;
  /** Opens the report to the tourism police, what happened chosen when the answer says it. */
  onReport?(type?: IncidentType): void;
}

/** The numbers offered when the answers themselves cannot be shown. */
const POLICE_ONLY = ['policia'];
/** Answers that send the visitor to a police station: the nearest one is a tap away. */
const WITH_NEAREST_STATION: readonly AssistantTopic['id'][] = ['THEFT', 'SCAM', 'LOST_DOCUMENTS'];
/** Answers that send the visitor to the tourism police, whose number goes with them. */
const WITH_TOURISM_POLICE: readonly AssistantTopic['id'][] = [
  'THEFT',
  'SCAM',
  'LOST_DOCUMENTS',
  'VERIFY',
  'FALLBACK',
];

/** Before the page gave any (it always does once hydrated). */
const NO_ALERTS: AlertsView = { alerts: [], fetchedAt: null, stale: true, now: null };

/** What "Speak for me" says happened after an urgent answer; the tourist picks where unsure. */
const SPEAK_ABOUT: Record<Urgency, Happening | undefined> = {
  MEDICAL: 'ILL',
  FIRE: 'FIRE',
  VIOLENCE: 'ATTACKED',
  FOLLOWED: undefined,
  ACCIDENT: 'ACCIDENT',
  HELP: undefined,
};

/** One message of the log: the visitor's words or chip, or the assistant's answer. */
export function ChatMessageView({
  message,
  topic,
  topicsStatus,
  contacts,
  alerts = NO_ALERTS,
  lang: pageLang,
  onOpenEmergency,
  onOpenLocation,
  onSpeak,
  onLookUp,
  onNearest,
  onReport,
}: ChatMessageProps) {
  // The assistant's words in the visitor's language when it is not the page's (its dictionary
  // is loaded before such an answer; after a reload it may still be on its way).
  const said = message.from === 'assistant' ? message.lang : undefined;
  const lang = said && i18n.hasResourceBundle(said, 'translation') ? said : pageLang;
  const t = i18n.getFixedT(lang);
  const bubble = (children: ReactNode, className = 'chat-bubble') => (
    <div className={className} data-message={message.id}>
      {children}
    </div>
  );
  const calls = (ids: readonly string[], tourismPolice = false, equal = false) => (
    <CallButtons
      ids={ids}
      contacts={contacts}
      lang={lang}
      tourismPolice={tourismPolice}
      equal={equal}
    />
  );

  if (message.from === 'visitor') {
    const said =
      message.kind === 'chip' ? (topic ? pickText(topic.label, lang).text : '') : message.text;
    return (
      <li className="chat-message from-visitor">
        <span className="visually-hidden">{t('home.assistant.you')}</span>
        {bubble(<p>{said}</p>)}
      </li>
    );
  }

  switch (message.kind) {
    case 'text':
      // The offer to switch the page is moot once the page is in that language.
      if (message.lang === pageLang && message.actions?.some(isSwitch)) return null;
      return (
        <li className="chat-message from-assistant">
          {bubble(<p>{t(message.text)}</p>)}
          {message.actions && (
            <Actions
              actions={message.actions}
              contacts={contacts}
              lang={lang}
              t={t}
              onOpenEmergency={onOpenEmergency}
              onLookUp={onLookUp}
              onReport={onReport}
            />
          )}
        </li>
      );
    case 'urgent':
      return (
        <li className="chat-message from-assistant chat-urgent">
          {bubble(<p>{t(`home.assistant.urgent.${message.urgency}`)}</p>, 'chat-bubble')}
          {calls(URGENT_CALLS[message.urgency])}
          {onSpeak && (
            <div className="chat-actions">
              <button
                type="button"
                className="secondary-button"
                onClick={() => onSpeak(SPEAK_ABOUT[message.urgency])}
              >
                {t('home.emergency.speak')}
              </button>
            </div>
          )}
        </li>
      );
    case 'topic': {
      if (!topic) {
        const key =
          topicsStatus === 'loading'
            ? 'home.assistant.topicsLoading'
            : 'home.assistant.topicsUnavailable';
        return (
          <li className="chat-message from-assistant">
            {bubble(<p>{t(key)}</p>)}
            {calls(POLICE_ONLY)}
          </li>
        );
      }
      // The fallback offers the police and the ambulance whatever the staff set, the ambulance
      // first when the words named a body (see fallback-calls.ts), else alike.
      const fallback = topic.id === 'FALLBACK' ? (message.calls ?? 'EQUAL') : null;
      const reportType = REPORT_TYPE_OF[topic.id];
      const answer = pickText(topic.answer, lang);
      return (
        <li className="chat-message from-assistant">
          {bubble(
            answer.lang === lang ? (
              paragraphs(answer.text)
            ) : (
              // Staff have not written it in this language yet: said, and marked for readers.
              <>
                <p className="chat-shown-in">{t(`home.assistant.shownIn.${answer.lang}`)}</p>
                <div lang={answer.lang}>{paragraphs(answer.text)}</div>
              </>
            ),
          )}
          {calls(
            [...new Set([...(fallback ? FALLBACK_CALLS[fallback] : []), ...topic.callContactIds])],
            WITH_TOURISM_POLICE.includes(topic.id),
            fallback === 'EQUAL',
          )}
          {WITH_NEAREST_STATION.includes(topic.id) && (
            <div className="chat-actions">
              <button type="button" className="secondary-button" onClick={onNearest}>
                {t('home.assistant.nearestStation')}
              </button>
              {onReport && (
                <button
                  type="button"
                  className="secondary-button"
                  onClick={() => onReport(reportType)}
                >
                  {t('home.report.assistantAction')}
                </button>
              )}
            </div>
          )}
          {topic.id === 'EMERGENCY' && (
            <div className="chat-actions">
              <button type="button" className="secondary-button" onClick={onOpenLocation}>
                {t('home.assistant.myLocation')}
              </button>
            </div>
          )}
        </li>
      );
    }
    case 'verify':
      return (
        <li className="chat-message from-assistant">
          {bubble(
            message.outcome ? (
              <>
                <ProviderResults outcome={message.outcome} />
                <p className="chat-followup">{t('home.assistant.verifyAgain')}</p>
              </>
            ) : (
              <p aria-busy="true">{t('home.assistant.verifying', { query: message.query })}</p>
            ),
            'chat-bubble chat-bubble-wide',
          )}
        </li>
      );
    case 'alerts':
      return (
        <li className="chat-message from-assistant">
          {bubble(
            <AlertsAnswer about={message.about} alerts={alerts} t={t} lang={lang} />,
            'chat-bubble chat-bubble-wide',
          )}
        </li>
      );
    case 'nearest':
      return (
        <li className="chat-message from-assistant">
          {bubble(<Nearest onOpenLocation={onOpenLocation} />, 'chat-bubble chat-bubble-wide')}
        </li>
      );
  }
}

/** An answer's paragraphs: blank lines split them, single line breaks stay (CSS pre-line). */
function paragraphs(text: string) {
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map((paragraph) => <p key={paragraph}>{paragraph}</p>);
}

type Locating =
  | { kind: 'idle' }
  | { kind: 'locating' }
  | { kind: 'found'; position: DevicePosition }
  | { kind: 'failed' };

/** The nearest offices: by district at first, by the device's position once the visitor allows it. */
function Nearest({ onOpenLocation }: { onOpenLocation(): void }) {
  const { t } = useI18n();
  const [state, setState] = useState<Locating>({ kind: 'idle' });
  const locate = async () => {
    setState({ kind: 'locating' });
    const outcome = await readPosition();
    setState(
      outcome.kind === 'position'
        ? { kind: 'found', position: outcome.position }
        : { kind: 'failed' },
    );
  };
  return (
    <>
      {state.kind !== 'found' && (
        <div className="chat-actions">
          <button
            type="button"
            className="secondary-button"
            onClick={() => void locate()}
            aria-busy={state.kind === 'locating'}
          >
            {t(
              state.kind === 'locating' ? 'home.assistant.locating' : 'home.assistant.useLocation',
            )}
          </button>
        </div>
      )}
      {state.kind === 'failed' && <p className="notice">{t('home.assistant.locationFailed')}</p>}
      <NearestOffices position={state.kind === 'found' ? state.position : null} />
      <div className="chat-actions">
        <button type="button" className="secondary-button" onClick={onOpenLocation}>
          {t('home.assistant.myLocation')}
        </button>
      </div>
    </>
  );
}
