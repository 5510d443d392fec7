import type {
  IncidentOfficerOptionsQuery,
  IncidentStatus,
  UpdateIncidentInput,
} from '../../../../generated/client';
import { dialTarget } from '../../../../shared/dial';
import { NEXT_STATUSES } from './config';

/** An item's approximate value with its currency ("USD 1,200.00"), or null without a value. */
export function formatMoney(
  value: number | null | undefined,
  currency: string | null | undefined,
  language: string,
): string | null {
  if (value === null || value === undefined) return null;
  try {
    if (currency) return value.toLocaleString(language, { style: 'currency', currency });
  } catch {
    // A code Intl does not know: the number and the code as the tourist wrote it.
  }
  return [currency, value.toLocaleString(language)].filter(Boolean).join(' ');
}

/** How to reach a tourist: each way they gave, as a link a phone or a mail program opens. */
export function contactLinks(reporter: {
  email?: string | null;
  phone?: string | null;
  whatsapp?: string | null;
}): { kind: 'email' | 'phone' | 'whatsapp'; text: string; href: string }[] {
  const links: { kind: 'email' | 'phone' | 'whatsapp'; text: string; href: string }[] = [];
  if (reporter.email) {
    links.push({ kind: 'email', text: reporter.email, href: `mailto:${reporter.email}` });
  }
  if (reporter.phone) {
    const dial = dialTarget(reporter.phone) ?? reporter.phone.replace(/[^\d+]/g, '');
    links.push({ kind: 'phone', text: reporter.phone, href: `tel:${dial}` });
  }
  if (reporter.whatsapp) {
    const digits = (dialTarget(reporter.whatsapp) ?? reporter.whatsapp).replace(/\D/g, '');
    links.push({ kind: 'whatsapp', text: reporter.whatsapp, href: `https://wa.me/${digits}` });
  }
  return links;
}

/** The statuses a case may move to now: the workflow's, nothing else. */
export function nextStatuses(status: IncidentStatus): readonly IncidentStatus[] {
  return NEXT_STATUSES[status];
}

type Officer = IncidentOfficerOptionsQuery['policeOfficers']['items'][number];

/**
 * The officers a case can be assigned to, those of its jurisdiction first; officers discharged
 * (BAJA) are not offered.
 */
export function officerGroups(
  officers: readonly Officer[],
  jurisdictionId: string,
  label: (officer: Officer) => string,
): { here: { value: string; label: string }[]; others: { value: string; label: string }[] } {
  const available = officers.filter((officer) => officer.status !== 'BAJA');
  const option = (officer: Officer) => ({ value: officer.id, label: label(officer) });
  return {
    here: available.filter((o) => o.jurisdictionId === jurisdictionId).map(option),
    others: available.filter((o) => o.jurisdictionId !== jurisdictionId).map(option),
  };
}

/** The work form's values as antd holds them. */
export interface WorkValues {
  status?: IncidentStatus | null;
  note?: string;
  assigneeId?: string | null;
  jurisdictionId: string;
}

/** Only what the officer changed: a status, a note, an officer (null unassigns), a jurisdiction. */
export function updateInputOf(
  before: { assigneeId: string | null; jurisdictionId: string },
  values: WorkValues,
): UpdateIncidentInput {
  const input: UpdateIncidentInput = {};
  if (values.status) input.status = values.status;
  const note = values.note?.trim();
  if (note) input.note = note;
  const assigneeId = values.assigneeId ?? null;
  if (assigneeId !== before.assigneeId) input.assigneeId = assigneeId;
  if (values.jurisdictionId !== before.jurisdictionId) input.jurisdictionId = values.jurisdictionId;
  return input;
}
