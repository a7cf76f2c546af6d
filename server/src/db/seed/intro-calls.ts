import { IntroCallSettings } from '../../modules/intro-calls/intro-call.entities';
import type { SeededAccounts } from './accounts';
import type { SeedContext } from './context';

/**
 * The demo franchisor offers intro calls (issue 43): weekday mornings and Tuesday and Thursday afternoons, UK time,
 * 30 minutes by video, booked a day ahead and up to three weeks out. The demo customer can book one on its requests.
 */
export async function seedIntroCalls({ em }: SeedContext, accounts: SeededAccounts): Promise<number> {
  const mornings = [1, 2, 3, 4, 5].map((weekday) => ({ weekday, startMinute: 9 * 60, endMinute: 12 * 60 }));
  const afternoons = [2, 4].map((weekday) => ({ weekday, startMinute: 14 * 60, endMinute: 17 * 60 }));
  await em.getRepository(IntroCallSettings).insert({
    franchisorId: accounts.franchisors.demo,
    windows: [...mornings, ...afternoons].sort((a, b) => a.weekday - b.weekday || a.startMinute - b.startMinute),
    callMinutes: 30,
    meetingLink: 'https://meet.example.com/brightside-intro',
    phone: null,
    noticeHours: 24,
    horizonDays: 21,
  });
  return 1;
}
