import type { TFunction } from 'i18next';
import { PhoneIcon } from '../components/Icons';
import { contactName, type EmergencyContact, localName, telHref } from '../contacts/contacts';
import type { Language } from '../i18n/i18n';
import { useI18n } from '../i18n/useI18n';
import { TourismPoliceCall } from '../police/TourismPoliceCall';
import type { ChatAction } from './conversation';

/** Tap-to-call buttons for these contacts, the first one red unless none stands out. */
export function CallButtons({
  ids,
  contacts,
  lang,
  tourismPolice = false,
  equal = false,
}: {
  ids: readonly string[];
  contacts: EmergencyContact[];
  lang: Language;
  /** The tourism police's number goes last. */
  tourismPolice?: boolean;
  /** No number stands out: the first is drawn like the others. */
  equal?: boolean;
}) {
  const found = ids.flatMap((id) => contacts.filter((contact) => contact.id === id));
  if (found.length === 0 && !tourismPolice) return null;
  return (
    <div className="chat-actions">
      {found.map((contact, index) => {
        const local = localName(contact, lang);
        return (
          <a
            key={contact.id}
            className={index === 0 && !equal ? 'chat-call' : 'chat-call chat-call-outline'}
            href={telHref(contact)}
          >
            <PhoneIcon />
            <span className="chat-call-name">
              {contactName(contact, lang)}
              {local && (
                <span className="chat-call-local" lang="es">
                  {' '}
                  {local}
                </span>
              )}
            </span>{' '}
            <span className="chat-call-number">{contact.phone}</span>
          </a>
        );
      })}
      {tourismPolice && <TourismPoliceCall />}
    </div>
  );
}

/** The offer to show the page in the language the visitor wrote in. */
export const isSwitch = (action: ChatAction) => action.kind === 'switch-language';

/** What the assistant offers after its words: numbers, the full list, a lookup, the report. */
export function Actions({
  actions,
  contacts,
  lang,
  t,
  onOpenEmergency,
  onLookUp,
  onReport,
}: {
  actions: ChatAction[];
  contacts: EmergencyContact[];
  lang: Language;
  /** The message's words, in its language. */
  t: TFunction;
  onOpenEmergency(): void;
  onLookUp(query: string): void;
  onReport?(): void;
}) {
  const { setLanguage } = useI18n();
  const ids = actions.flatMap((action) => (action.kind === 'call' ? [action.contactId] : []));
  return (
    <>
      <CallButtons
        ids={ids}
        contacts={contacts}
        lang={lang}
        tourismPolice={actions.some((action) => action.kind === 'call-tourism-police')}
      />
      {actions.some((action) => action.kind === 'open-emergency') && (
        <div className="chat-actions">
          <button type="button" className="secondary-button" onClick={onOpenEmergency}>
            {t('home.assistant.allNumbers')}
          </button>
        </div>
      )}
      {onReport && actions.some((action) => action.kind === 'report') && (
        <div className="chat-actions">
          <button type="button" className="secondary-button" onClick={() => onReport()}>
            {t('home.report.assistantAction')}
          </button>
        </div>
      )}
      {actions.map((action) =>
        action.kind === 'switch-language' ? (
          <div className="chat-actions" key={action.kind}>
            {/* As the language switcher does; the dictionary is already here. */}
            <button
              type="button"
              className="secondary-button"
              lang={action.lang}
              onClick={() => void setLanguage(action.lang).catch(() => {})}
            >
              {t('home.assistant.switchAction')}
            </button>
          </div>
        ) : action.kind === 'verify' ? (
          <div className="chat-actions" key={action.query}>
            <button
              type="button"
              className="secondary-button"
              onClick={() => onLookUp(action.query)}
            >
              {t('home.assistant.verifyThis', { query: action.query })}
            </button>
          </div>
        ) : null,
      )}
    </>
  );
}
