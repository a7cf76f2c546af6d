import { invitationIcs } from '../src/modules/intro-calls/invitation';

const unfold = (text: string): string[] => text.replace(/\r\n[ \t]/g, '').split('\r\n');

describe('intro call invitation', () => {
  const base = {
    bookingId: 'b1',
    sequence: 0,
    start: new Date('2027-10-31T09:00:00Z'),
    end: new Date('2027-10-31T09:30:00Z'),
    summary: 'Intro call',
    description: 'Call',
    location: 'https://meet.example.com/x',
    cancel: false,
  };
  it('is a REQUEST in UK time with the VTIMEZONE and a stable UID', () => {
    const lines = unfold(invitationIcs(base));
    expect(lines).toContain('METHOD:REQUEST');
    expect(lines).toContain('BEGIN:VTIMEZONE');
    expect(lines).toContain('DTSTART;TZID=Europe/London:20271031T090000');
    expect(lines).toContain('DTEND;TZID=Europe/London:20271031T093000');
    expect(lines).toContain('UID:intro-call-b1@franchise-compass');
    expect(lines).toContain('SEQUENCE:0');
  });
  it('cancels with METHOD:CANCEL and a higher SEQUENCE', () => {
    const lines = unfold(invitationIcs({ ...base, sequence: 2, cancel: true }));
    expect(lines).toContain('METHOD:CANCEL');
    expect(lines).toContain('SEQUENCE:2');
    expect(lines).toContain('UID:intro-call-b1@franchise-compass');
  });
});
