import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { prefetchAssistantWhenIdle } from './assistant/load';
import { applyToDocument, changeLanguage, preferredLanguage } from './i18n/i18n';
import { registerServiceWorker } from './register-sw';
import './styles/base.css';
import './styles/header.css';
import './styles/hero.css';
import './styles/content.css';
import './styles/panels.css';
import './styles/drawer.css';
import './styles/assistant.css';
import './styles/safety.css';

/** How long a remembered non-Spanish choice may delay the first render before Spanish shows. */
const LANGUAGE_WAIT_MS = 1200;

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

// Spanish is bundled and renders at once; a remembered English or Turkish choice is fetched
// first (from the service worker's cache when offline) so the page does not flash in Spanish.
const lang = preferredLanguage();
const ready =
  lang === 'es'
    ? Promise.resolve(applyToDocument('es'))
    : Promise.race([
        changeLanguage(lang).catch(() => applyToDocument('es')),
        new Promise((resolve) => setTimeout(resolve, LANGUAGE_WAIT_MS)),
      ]);

void ready.then(() => {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
registerServiceWorker();
prefetchAssistantWhenIdle();
