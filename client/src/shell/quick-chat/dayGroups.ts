import { addDays, localDayKey } from '../../i18n/dates';

export interface DayGroup<T> {
  /** The calendar day in Cusco, YYYY-MM-DD. */
  day: string;
  /** today, yesterday, or another day (then shown with its date). */
  relative: 'today' | 'yesterday' | null;
  messages: T[];
}

/** Messages (oldest first) in runs of one calendar day in Cusco each, for the thread's headings. */
export function groupByDay<T extends { createdAt: string }>(
  messages: readonly T[],
  now: Date = new Date(),
): DayGroup<T>[] {
  const today = localDayKey(now);
  const yesterday = addDays(today, -1);
  const groups: DayGroup<T>[] = [];
  for (const message of messages) {
    const day = localDayKey(message.createdAt);
    const last = groups[groups.length - 1];
    if (last?.day === day) last.messages.push(message);
    else {
      const relative = day === today ? 'today' : day === yesterday ? 'yesterday' : null;
      groups.push({ day, relative, messages: [message] });
    }
  }
  return groups;
}
