import type { DataSource } from 'typeorm';
import { Messages, badInput } from '../../common/errors';
import type { UnitOfWork } from '../../common/unit-of-work';
import { IntroCallSettings } from '../intro-calls/intro-call.entities';
import type { WeeklyWindow } from '../intro-calls/slots';
import type { IntroCallSettingsInput, IntroCallSettingsView } from './franchisor-intro-call.types';

/** What a company that never saved its calendar sees: the defaults, not offered. */
const DEFAULTS: IntroCallSettingsView = {
  offered: false,
  windows: [],
  callMinutes: 30,
  meetingLink: null,
  phone: null,
  noticeHours: 24,
  horizonDays: 21,
  updatedAt: null,
};

/** The windows by weekday and start, each day's overlapping or touching times merged into one. */
export function mergeWindows(windows: readonly WeeklyWindow[]): WeeklyWindow[] {
  const sorted = [...windows].sort((a, b) => a.weekday - b.weekday || a.startMinute - b.startMinute);
  const merged: WeeklyWindow[] = [];
  for (const w of sorted) {
    const last = merged[merged.length - 1];
    if (last && last.weekday === w.weekday && w.startMinute <= last.endMinute) last.endMinute = Math.max(last.endMinute, w.endMinute);
    else merged.push({ weekday: w.weekday, startMinute: w.startMinute, endMinute: w.endMinute });
  }
  return merged;
}

const toView = (row: IntroCallSettings): IntroCallSettingsView => ({
  offered: row.windows.length > 0,
  windows: row.windows,
  callMinutes: row.callMinutes,
  meetingLink: row.meetingLink,
  phone: row.phone,
  noticeHours: row.noticeHours,
  horizonDays: row.horizonDays,
  updatedAt: row.updatedAt,
});

/**
 * A franchisor company's intro-call calendar (issue 43 part 4): one per company, kept by any of its members.
 * Saving checks the input (class-validator, in the input type) and writes the whole calendar; turning calls off
 * empties its weekly times and keeps the rest. Calls already booked stay booked either way.
 */
export class FranchisorIntroCallService {
  constructor(
    private readonly ds: DataSource,
    private readonly work: UnitOfWork,
  ) {}

  async get(franchisorId: string): Promise<IntroCallSettingsView> {
    const row = await this.ds.getRepository(IntroCallSettings).findOneBy({ franchisorId });
    return row ? toView(row) : DEFAULTS;
  }

  async save(franchisorId: string, input: IntroCallSettingsInput): Promise<IntroCallSettingsView> {
    const meetingLink = input.meetingLink?.trim() || null;
    const phone = input.phone?.trim() || null;
    // Also here: the input's rule is not asked of a link sent as null.
    if (!meetingLink && !phone) throw badInput(Messages.introCallLinkOrPhone, 'meetingLink');
    await this.work.run((em) =>
      em.query(
        `INSERT INTO intro_call_settings (franchisor_id, windows, call_minutes, meeting_link, phone, notice_hours, horizon_days, updated_at)
         VALUES ($1, $2::jsonb, $3, $4, $5, $6, $7, now())
         ON CONFLICT (franchisor_id) DO UPDATE SET windows = EXCLUDED.windows, call_minutes = EXCLUDED.call_minutes,
           meeting_link = EXCLUDED.meeting_link, phone = EXCLUDED.phone, notice_hours = EXCLUDED.notice_hours,
           horizon_days = EXCLUDED.horizon_days, updated_at = now()`,
        [franchisorId, JSON.stringify(mergeWindows(input.windows)), input.callMinutes, meetingLink, phone, input.noticeHours, input.horizonDays],
      ),
    );
    return this.get(franchisorId);
  }

  async turnOff(franchisorId: string): Promise<IntroCallSettingsView> {
    await this.work.run((em) =>
      em.query(`UPDATE intro_call_settings SET windows = '[]', updated_at = now() WHERE franchisor_id = $1`, [franchisorId]),
    );
    return this.get(franchisorId);
  }
}
