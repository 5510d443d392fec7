import { prefetchAssistantWhenIdle } from './assistant/load';
import { prefetchReportWhenIdle, resumeReports } from './incidents/load';
import { registerServiceWorker } from './register-sw';
import { startPage } from './start';
import './styles/base.css';
import './styles/header.css';
import './styles/hero.css';
import './styles/content.css';
import './styles/panels.css';
import './styles/drawer.css';
import './styles/assistant.css';
import './styles/safety.css';

startPage();
registerServiceWorker();
prefetchAssistantWhenIdle();
resumeReports();
prefetchReportWhenIdle();
