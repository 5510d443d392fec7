import type { IncidentType } from '../../../../shared/incident-report';
import type { TopicId } from './topics';

/**
 * The topics whose answers lead to the report, and what happened as the report's form names it:
 * the form opens with it chosen, whatever the page's language.
 */
export const REPORT_TYPE_OF: Partial<Record<TopicId, IncidentType>> = {
  THEFT: 'THEFT',
  SCAM: 'SCAM',
  LOST_DOCUMENTS: 'LOST_DOCUMENTS',
};
