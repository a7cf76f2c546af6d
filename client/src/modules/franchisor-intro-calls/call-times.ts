/** ISO weekdays as the settings form names them. */
export const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

export const CALL_LENGTHS = [15, 20, 30, 45, 60];

/** 540 → '09:00'; 1440 → '24:00'. */
export const toClock = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** '09:00' → 540; '' or nonsense → NaN (the server refuses it with its message). */
export function fromClock(text: string): number {
  const m = /^(\d{1,2}):(\d{2})$/.exec(text.trim());
  return m ? Number(m[1]) * 60 + Number(m[2]) : Number.NaN;
}
