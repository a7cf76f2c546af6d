import { DateTime } from 'luxon';

/** Intro calls are held in UK time on both sides of the clock changes. */
export const UK_ZONE = 'Europe/London';

/** A weekly availability window in UK wall-clock time; weekday 1 = Monday ... 7 = Sunday (ISO). */
export interface WeeklyWindow {
  weekday: number;
  /** Minutes after local midnight, e.g. 9:00 = 540. */
  startMinute: number;
  endMinute: number;
}

export interface SlotRules {
  windows: readonly WeeklyWindow[];
  callMinutes: number;
  noticeHours: number;
  horizonDays: number;
}

/**
 * Free slot start times (UTC instants) between now+notice and now+horizon, generated from the weekly
 * windows in Europe/London wall-clock time, minus the already booked starts.
 * A wall-clock time that does not exist (the skipped hour in March) yields no slot; a repeated hour
 * (October) is generated once, because each window is walked in wall-clock minutes, not in elapsed time.
 */
export function freeSlots(rules: SlotRules, now: Date, booked: readonly Date[] = []): Date[] {
  const taken = new Set(booked.map((d) => d.getTime()));
  const earliest = now.getTime() + rules.noticeHours * 3_600_000;
  const latest = now.getTime() + rules.horizonDays * 86_400_000;
  const firstDay = DateTime.fromJSDate(now, { zone: UK_ZONE }).startOf('day');
  const result: Date[] = [];
  for (let d = 0; d <= rules.horizonDays; d++) {
    const day = firstDay.plus({ days: d });
    for (const w of rules.windows) {
      if (w.weekday !== day.weekday) continue;
      for (let m = w.startMinute; m + rules.callMinutes <= w.endMinute; m += rules.callMinutes) {
        const start = day.set({ hour: Math.floor(m / 60), minute: m % 60 });
        // Luxon shifts a non-existent local time forward; such a slot is skipped.
        if (start.hour * 60 + start.minute !== m) continue;
        const t = start.toMillis();
        if (t < earliest || t > latest || taken.has(t)) continue;
        result.push(start.toJSDate());
      }
    }
  }
  return result.sort((a, b) => a.getTime() - b.getTime());
}

/** en-GB display of a slot in UK time, e.g. "Sunday 28 March 2027, 09:00". */
export function formatUkSlot(start: Date): string {
  return DateTime.fromJSDate(start, { zone: UK_ZONE }).setLocale('en-GB').toFormat('cccc d LLLL yyyy, HH:mm');
}
