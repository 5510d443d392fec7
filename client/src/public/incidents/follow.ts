// The on-demand part of the follow-up page (a link with #caso=<token>).

import './report.css';

export { FollowUpView } from './FollowUpView';
export { SavedCases } from './SavedCases';
