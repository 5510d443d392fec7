/** Where the device keeps its reports (the page's first script only checks for waiting ones). */
export const REPORTS_STORAGE_KEY = 'turismo-seguro.incident-reports';

/** Whether this device keeps a report the police received (cheap: no parsing of reports). */
export function hasSentReport(): boolean {
  try {
    return localStorage.getItem(REPORTS_STORAGE_KEY)?.includes('"state":"sent"') ?? false;
  } catch {
    return false;
  }
}

/** Whether a report made on this device still waits to be sent (cheap: no parsing of reports). */
export function hasWaitingReport(): boolean {
  try {
    return localStorage.getItem(REPORTS_STORAGE_KEY)?.includes('"state":"waiting"') ?? false;
  } catch {
    return false;
  }
}
