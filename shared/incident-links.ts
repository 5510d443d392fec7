// Where the staff application shows one case: the Denuncias page with its drawer open. The
// notifications, the landing page and the list itself link there.

/** The Denuncias page's query parameter naming the case its drawer shows. */
export const CASE_PARAM = 'caso';

/** The staff application's address of one case. */
export const caseLink = (id: string) => `/admin/denuncias?${CASE_PARAM}=${encodeURIComponent(id)}`;
