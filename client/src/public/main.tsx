import { prefetchAssistantWhenIdle } from './assistant/load';
import { prefetchReportWhenIdle, resumeReports } from './incidents/load';
import { registerServiceWorker } from './register-sw';
import { prefetchSpeakWhenIdle } from './speak/load';
import { startPage } from './start';
import './styles/base.css';
import './styles/header.css';
import './styles/hero.css';
import './alerts/alerts.css';
import './styles/content.css';
import './styles/panels.css';
import './styles/drawer.css';
import './styles/assistant.css';
import './styles/safety.css';
// What shows before the report form or the "Speak for me" card opens; their own styles come with
// their code (incidents/report.css, speak/card.css), fetched when idle and kept offline with it.
import './styles/report.css';
import './styles/speak.css';

startPage();
registerServiceWorker();
prefetchAssistantWhenIdle();
resumeReports();
prefetchReportWhenIdle();
prefetchSpeakWhenIdle();
