import { useRef, useState } from 'react';
import { AssistantPanel } from './components/AssistantPanel';
import { EmergencyDrawer } from './components/EmergencyDrawer';
import { FloatingButtons } from './components/FloatingButtons';
import { Hero } from './components/Hero';
import { SafetyTips } from './components/SafetyTips';
import { SiteFooter } from './components/SiteFooter';
import { SiteHeader } from './components/SiteHeader';
import { VerifySection } from './components/VerifySection';
import { useContacts } from './contacts/useContacts';

/** The police line the page's main call action dials (the seed's id for "Policía 105"). */
const POLICE_ID = 'policia';

/**
 * The tourists' page. The drawer and the assistant are independent flags, both closed at first:
 * opening one never closes the other.
 */
export function App() {
  const contacts = useContacts();
  const [emergencyOpen, setEmergencyOpen] = useState(false);
  const [assistantOpen, setAssistantOpen] = useState(false);
  // Each request (a new number) opens "Mi ubicación" in the drawer and reads the position.
  const [locateRequest, setLocateRequest] = useState(0);
  const emergencyRef = useRef<HTMLButtonElement>(null);
  const assistantRef = useRef<HTMLButtonElement>(null);

  return (
    <>
      <SiteHeader />
      <main id="main">
        <Hero
          police={contacts.contacts.find((contact) => contact.id === POLICE_ID)}
          onShowAllNumbers={() => setEmergencyOpen(true)}
        />
        <VerifySection />
        <SafetyTips />
      </main>
      <SiteFooter />
      <AssistantPanel
        open={assistantOpen}
        contacts={contacts.contacts}
        onClose={() => setAssistantOpen(false)}
        onOpenEmergency={() => setEmergencyOpen(true)}
        onOpenLocation={() => {
          setEmergencyOpen(true);
          setLocateRequest((request) => request + 1);
        }}
        buttonRef={assistantRef}
      />
      <EmergencyDrawer
        open={emergencyOpen}
        contacts={contacts}
        onClose={() => setEmergencyOpen(false)}
        buttonRef={emergencyRef}
        locateRequest={locateRequest}
      />
      <FloatingButtons
        emergencyOpen={emergencyOpen}
        assistantOpen={assistantOpen}
        onToggleEmergency={() => setEmergencyOpen((open) => !open)}
        onToggleAssistant={() => setAssistantOpen((open) => !open)}
        emergencyRef={emergencyRef}
        assistantRef={assistantRef}
      />
    </>
  );
}
