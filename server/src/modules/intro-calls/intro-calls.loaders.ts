import DataLoader from 'dataloader';
import type { DataSource } from 'typeorm';
import { INTRO_CALL_COLUMNS, type IntroCallRow } from './intro-call.types';

/** Per-request loaders of intro calls: one statement per list of leads or requests. */
export function createIntroCallLoaders(ds: DataSource) {
  return {
    /** A lead's intro call: the live one, else the one cancelled last; null when none was booked. */
    introCallByLeadId: new DataLoader<string, IntroCallRow | null>(async (leadIds) => {
      const rows = await ds.query<IntroCallRow[]>(
        `SELECT DISTINCT ON (b.lead_id) ${INTRO_CALL_COLUMNS}
         FROM intro_call_bookings b LEFT JOIN intro_call_settings s ON s.franchisor_id = b.franchisor_id
         WHERE b.lead_id = ANY($1::uuid[])
         ORDER BY b.lead_id, (b.status = 'booked') DESC, b.updated_at DESC`,
        [[...leadIds]],
      );
      const byLead = new Map(rows.map((r) => [r.leadId, r]));
      return leadIds.map((id) => byLead.get(id) ?? null);
    }),
    /** Whether a franchisor company offers intro calls (its calendar has weekly times). */
    introCallsOfferedByFranchisorId: new DataLoader<string, boolean>(async (franchisorIds) => {
      const rows = await ds.query<{ franchisorId: string }[]>(
        `SELECT franchisor_id AS "franchisorId" FROM intro_call_settings
         WHERE franchisor_id = ANY($1::uuid[]) AND jsonb_array_length(windows) > 0`,
        [[...franchisorIds]],
      );
      const offered = new Set(rows.map((r) => r.franchisorId));
      return franchisorIds.map((id) => offered.has(id));
    }),
  };
}
