import { useRef, useState } from 'react';
import type { IncidentType } from '../../../shared/incident-report';
import { AlertsSection } from './alerts/AlertsSection';
import type { AlertsData } from './alerts/alerts';
import { useAlerts } from './alerts/useAlerts';
import type { TopicId } from './assistant/topics';
import { AssistantPanel } from './components/AssistantPanel';
import { EmergencyDrawer } from './components/EmergencyDrawer';
import { FloatingButtons } from './components/FloatingButtons';
import { Hero } from './components/Hero';
import { ReportSection } from './components/ReportSection';
import { SafetyTips } from './components/SafetyTips';
import { SiteFooter } from './components/SiteFooter';
import { SiteHeader } from './components/SiteHeader';
import { Situations } from './components/Situations';
import { VerifySection } from './components/VerifySection';
import type { EmergencyContact } from './contacts/contacts';
import { useContacts } from './contacts/useContacts';
import { usePopover } from './dialog/usePopover';
import { useI18n } from './i18n/useI18n';
import type { SpeakRequest } from './speak/SpeakView';

/** A topic the page asked the assistant to answer; `id` tells one request from the next. */
export interface AssistantRequest {
  topic: TopicId;
  id: number;
}

/** The police line the page's main call action dials (the seed's id for "Policía 105"). */
const POLICE_ID = 'policia';

export interface AppProps {
  /** The numbers the server wrote into the page, which it also rendered. */
  contacts?: EmergencyContact[] | null;
  /** The active alerts the server wrote into the page, which it also rendered. */
  alerts?: AlertsData | null;
}

/**
 * The tourists' page, rendered by the server (client/src/public/server.tsx) and hydrated here.
 * The drawer and the assistant are independent flags, both closed at first: opening one never
 * closes the other. The drawer also opens without scripts (see usePopover).
 */
export function App({ contacts: inline = null, alerts: inlineAlerts = null }: AppProps) {
  const { lang } = useI18n();
  const contacts = useContacts(inline, lang);
  const alerts = useAlerts(inlineAlerts, lang);
  const [emergencyOpen, setEmergencyOpen] = useState(false);
  const [assistantOpen, setAssistantOpen] = useState(false);
  // A situation chosen on the page: the assistant opens on its answer (a new number each time).
  const [assistantRequest, setAssistantRequest] = useState<AssistantRequest | null>(null);
  // Each request (a new number) opens "Mi ubicación" in the drawer and reads the position.
  const [locateRequest, setLocateRequest] = useState(0);
  // Each request (a new number) opens the report form and brings it into view, with what
  // happened chosen when the assistant's answer said it.
  const [reportRequest, setReportRequest] = useState(0);
  const [reportType, setReportType] = useState<IncidentType | undefined>();
  const openReport = (type?: IncidentType) => {
    setEmergencyOpen(false);
    setAssistantOpen(false);
    setReportType(type);
    setReportRequest((request) => request + 1);
  };
  // "Speak for me" in the drawer, in place of the numbers, until the tourist goes back.
  const [speak, setSpeak] = useState<SpeakRequest | null>(null);
  const openSpeak = (request: Omit<SpeakRequest, 'id'> | null) => {
    setSpeak((last) => request && { ...request, id: (last?.id ?? 0) + 1 });
    if (request) setEmergencyOpen(true);
  };
  const drawerRef = useRef<HTMLDivElement>(null);
  const emergencyRef = useRef<HTMLButtonElement>(null);
  const assistantRef = useRef<HTMLButtonElement>(null);
  const drawer = usePopover(drawerRef, emergencyOpen, setEmergencyOpen);

  return (
    <>
      <SiteHeader />
      <main id="main">
        <Hero
          police={contacts.contacts.find((contact) => contact.id === POLICE_ID)}
          onShowAllNumbers={() => setEmergencyOpen(true)}
          scripted={drawer.scripted}
        />
        {/* Here in the page order so that where the browser cannot open it as a panel, its
            numbers show right below the police call (styles/panels.css). */}
        <EmergencyDrawer
          open={emergencyOpen}
          popover={drawer}
          panelRef={drawerRef}
          contacts={contacts}
          onClose={() => {
            setEmergencyOpen(false);
            setSpeak(null);
          }}
          buttonRef={emergencyRef}
          locateRequest={locateRequest}
          onReport={() => openReport()}
          speak={speak}
          onSpeak={openSpeak}
        />
        {/* The alerts in force come first, after the call to the police. */}
        <AlertsSection view={alerts} />
        <Situations
          onAsk={(topic) => {
            setAssistantOpen(true);
            setAssistantRequest((last) => ({ topic, id: (last?.id ?? 0) + 1 }));
          }}
          onSpeak={() => openSpeak({ cannotSpeak: false })}
        />
        <ReportSection request={reportRequest} type={reportType} />
        <VerifySection />
        <SafetyTips />
      </main>
      <SiteFooter />
      <AssistantPanel
        open={assistantOpen}
        contacts={contacts.contacts}
        alerts={alerts}
        request={assistantRequest}
        onClose={() => setAssistantOpen(false)}
        onOpenEmergency={() => setEmergencyOpen(true)}
        onOpenLocation={() => {
          setEmergencyOpen(true);
          setLocateRequest((request) => request + 1);
        }}
        onReport={openReport}
        onSpeak={(what) => openSpeak({ what, cannotSpeak: false })}
        buttonRef={assistantRef}
      />
      <FloatingButtons
        emergencyOpen={emergencyOpen}
        assistantOpen={assistantOpen}
        scripted={drawer.scripted}
        onToggleEmergency={() => setEmergencyOpen((open) => !open)}
        onToggleAssistant={() => setAssistantOpen((open) => !open)}
        emergencyRef={emergencyRef}
        assistantRef={assistantRef}
      />
    </>
  );
}
