import { prefetchAssistantWhenIdle } from './assistant/load';
import { prefetchReportWhenIdle, resumeReports } from './incidents/load';
import { registerServiceWorker } from './register-sw';
import { prefetchSpeakWhenIdle } from './speak/load';
import { startPage } from './start';
import './styles/base.css';
import './styles/header.css';
import './styles/hero.css';
import './styles/content.css';
import './styles/panels.css';
import './styles/drawer.css';
import './styles/assistant.css';
import './styles/safety.css';
// The report's styles come with the page's, inside it: the form opens offline, and without a
// stylesheet request of its own on a slow connection.
import './styles/report.css';
import './styles/speak.css';

startPage();
registerServiceWorker();
prefetchAssistantWhenIdle();
resumeReports();
prefetchReportWhenIdle();
prefetchSpeakWhenIdle();
