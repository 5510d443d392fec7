/**
 * The template's REST shape of a dashboard: the keys that the template writes in kebab case
 * (`this-year`, `new-issues`…), which GraphQL cannot name, renamed back from camelCase.
 */
const KEBAB: Record<string, string> = {
  thisYear: 'this-year',
  lastYear: 'last-year',
  thisWeek: 'this-week',
  lastWeek: 'last-week',
  newIssues: 'new-issues',
  closedIssues: 'closed-issues',
  wontFix: 'wont-fix',
  reOpened: 're-opened',
  needsTriage: 'needs-triage',
};

export function toTemplateKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(toTemplateKeys);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, field]) => [KEBAB[key] ?? key, toTemplateKeys(field)]),
    );
  }
  return value;
}
