// The on-demand part of "Denuncia un incidente": the form, the device's copy of the reports
// and the receipt, loaded with import() when the tourist opens it or a report waits to be sent.

import './report.css';

export { sendWaiting } from './outbox';
export { ReportPanel } from './ReportPanel';
