import type { Response } from 'express';
import { type DataSource, LessThan } from 'typeorm';
import type { Config } from '../../config';
import { readCookie } from '../../common/cookies';
import { hashToken, newToken } from '../../common/tokens';
import { Profile } from './profile.entity';
import { Session } from './session.entity';

export const SESSION_COOKIE = 'fc_session';
const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/** Sliding expiry is extended at most once an hour per session. */
const TOUCH_INTERVAL_MS = 60 * 60 * 1000;

export interface ResolvedSession {
  sessionId: string;
  profile: Profile;
}

/** Server-side sessions: an opaque cookie token, stored as its hash, 30 days sliding. */
export class SessionService {
  constructor(
    private readonly ds: DataSource,
    private readonly config: Config,
  ) {}

  async create(userId: string, userAgent: string | null): Promise<{ token: string; expiresAt: Date }> {
    const token = newToken();
    const now = new Date();
    const expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
    await this.ds.getRepository(Session).insert({
      userId,
      tokenHash: hashToken(token),
      expiresAt,
      lastSeenAt: now,
      userAgent: userAgent?.slice(0, 400) ?? null,
    });
    return { token, expiresAt };
  }

  /** The live session and current profile for a cookie token, or null. Read on every request. */
  async resolve(token: string): Promise<ResolvedSession | null> {
    const row = await this.ds
      .getRepository(Session)
      .createQueryBuilder('s')
      .innerJoinAndMapOne('s.profile', Profile, 'p', 'p.id = s.user_id')
      .where('s.token_hash = :hash', { hash: hashToken(token) })
      .andWhere('s.expires_at > now()')
      .getOne();
    if (!row) return null;
    const profile = (row as Session & { profile: Profile }).profile;
    if (Date.now() - row.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
      const now = new Date();
      await this.ds
        .getRepository(Session)
        .update({ id: row.id }, { lastSeenAt: now, expiresAt: new Date(now.getTime() + SESSION_TTL_MS) });
    }
    return { sessionId: row.id, profile };
  }

  /** The live session named by a request's session cookie (for plain HTTP routes), or null. */
  async fromCookieHeader(cookieHeader: string | undefined): Promise<ResolvedSession | null> {
    const token = readCookie(cookieHeader, SESSION_COOKIE);
    return token ? this.resolve(token) : null;
  }

  async destroy(token: string): Promise<void> {
    await this.ds.getRepository(Session).delete({ tokenHash: hashToken(token) });
  }

  async destroyAllForUser(userId: string): Promise<void> {
    await this.ds.getRepository(Session).delete({ userId });
  }

  async deleteExpired(): Promise<number> {
    const result = await this.ds.getRepository(Session).delete({ expiresAt: LessThan(new Date()) });
    return result.affected ?? 0;
  }

  setCookie(res: Response, token: string, expiresAt: Date): void {
    res.cookie(SESSION_COOKIE, token, {
      httpOnly: true,
      sameSite: 'lax',
      secure: this.config.cookieSecure,
      path: '/',
      expires: expiresAt,
    });
  }

  clearCookie(res: Response): void {
    res.clearCookie(SESSION_COOKIE, { httpOnly: true, sameSite: 'lax', secure: this.config.cookieSecure, path: '/' });
  }
}
