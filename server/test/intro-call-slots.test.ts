import { freeSlots, formatUkSlot } from '../src/modules/intro-calls/slots';

const sundayWindows = [
  { weekday: 7, startMinute: 0, endMinute: 4 * 60 },
  { weekday: 7, startMinute: 9 * 60, endMinute: 10 * 60 },
];
const rules = { windows: sundayWindows, callMinutes: 60, noticeHours: 0, horizonDays: 2 };

describe('intro call slots', () => {
  it('skips the non-existent hour on the March clock change and keeps 09:00 UK', () => {
    const slots = freeSlots(rules, new Date('2027-03-27T12:00:00Z')).map((d) => d.toISOString());
    // 00:00 GMT, (01:00 skipped), 02:00 BST, 03:00 BST, 09:00 BST
    expect(slots).toEqual(['2027-03-28T00:00:00.000Z', '2027-03-28T01:00:00.000Z', '2027-03-28T02:00:00.000Z', '2027-03-28T08:00:00.000Z']);
  });

  it('does not double the repeated hour on the October clock change and keeps 09:00 UK', () => {
    const slots = freeSlots(rules, new Date('2027-10-30T12:00:00Z')).map((d) => d.toISOString());
    expect(slots).toEqual([
      '2027-10-30T23:00:00.000Z',
      '2027-10-31T00:00:00.000Z',
      '2027-10-31T02:00:00.000Z',
      '2027-10-31T03:00:00.000Z',
      '2027-10-31T09:00:00.000Z',
    ]);
    expect(formatUkSlot(new Date('2027-10-31T09:00:00Z'))).toBe('Sunday 31 October 2027, 09:00');
  });

  it('removes booked slots and slots inside the notice or beyond the horizon', () => {
    const now = new Date('2027-10-30T12:00:00Z');
    const slots = freeSlots({ ...rules, noticeHours: 13 }, now, [new Date('2027-10-31T03:00:00Z')]).map((d) => d.toISOString());
    expect(slots).toEqual(['2027-10-31T02:00:00.000Z', '2027-10-31T09:00:00.000Z']);
    expect(freeSlots({ ...rules, horizonDays: 0 }, now)).toEqual([]);
  });
});
