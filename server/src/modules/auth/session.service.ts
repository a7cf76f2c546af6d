import type { Response } from 'express';
import type { DataSource, EntityManager } from 'typeorm';
import type { Config } from '../../config';
import { hashToken, newToken } from '../../common/tokens';
import type { UnitOfWork } from '../../common/unit-of-work';
import { Profile } from './profile.entity';
import { Session } from './session.entity';
import { SessionEnded } from './access-events';

export const SESSION_COOKIE = 'fc_session';
const DAY_MS = 24 * 60 * 60 * 1000;
/** The idle limit: a session unused this long ends (sliding). */
const SESSION_IDLE_MS = 30 * DAY_MS;
/** Sliding expiry is extended at most once an hour per session. */
const TOUCH_INTERVAL_MS = 60 * 60 * 1000;

export interface ResolvedSession {
  sessionId: string;
  profile: Profile;
}

/**
 * Server-side sessions: an opaque cookie token, stored as its hash. A session ends at the first of two limits:
 * 30 days without use (sliding: each use moves expires_at on), and SESSION_MAX_AGE_DAYS after its sign-in
 * (created_at: a session is only ever created by a sign-in) however active it is. `resolve` is the one check
 * every door uses (GraphQL over HTTP, each websocket operation and event, the Express routes).
 */
export class SessionService {
  private readonly maxAgeMs: number;

  constructor(
    private readonly ds: DataSource,
    private readonly config: Pick<Config, 'cookieSecure' | 'sessionMaxAgeDays'>,
    private readonly work: UnitOfWork,
  ) {
    this.maxAgeMs = config.sessionMaxAgeDays * DAY_MS;
  }

  /** When a session signed in at `signedInAt` and used at `now` ends, unless used again. */
  private expiry(signedInAt: Date, now: Date): Date {
    return new Date(Math.min(now.getTime() + SESSION_IDLE_MS, signedInAt.getTime() + this.maxAgeMs));
  }

  /**
   * A new session for a sign-in. `expiresAt` is the cookie's: the latest the session can last (its absolute
   * limit), since the cookie is set only here while the session's idle expiry slides on the server.
   */
  create(userId: string, userAgent: string | null): Promise<{ token: string; expiresAt: Date }> {
    return this.work.run((em) => this.start(em, userId, userAgent));
  }

  /** `create` in the caller's unit of work (a sign-in that writes more than the session). */
  async start(em: EntityManager, userId: string, userAgent: string | null): Promise<{ token: string; expiresAt: Date }> {
    const token = newToken();
    const now = new Date();
    await em.getRepository(Session).insert({
      userId,
      tokenHash: hashToken(token),
      createdAt: now,
      expiresAt: this.expiry(now, now),
      lastSeenAt: now,
      userAgent: userAgent?.slice(0, 400) ?? null,
    });
    return { token, expiresAt: new Date(now.getTime() + this.maxAgeMs) };
  }

  /**
   * The live session and current profile for a cookie token, or null: not past its idle expiry, and signed in
   * less than SESSION_MAX_AGE_DAYS ago. Read on every request, over every door.
   */
  async resolve(token: string): Promise<ResolvedSession | null> {
    const row = await this.ds
      .getRepository(Session)
      .createQueryBuilder('s')
      .innerJoinAndMapOne('s.profile', Profile, 'p', 'p.id = s.user_id')
      .where('s.token_hash = :hash', { hash: hashToken(token) })
      .andWhere('s.expires_at > now()')
      .andWhere('s.created_at > now() - make_interval(secs => :maxAge)', { maxAge: this.maxAgeMs / 1000 })
      .getOne();
    if (!row) return null;
    const profile = (row as Session & { profile: Profile }).profile;
    if (Date.now() - row.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
      const now = new Date();
      await this.work.run((em) => em.getRepository(Session).update({ id: row.id }, { lastSeenAt: now, expiresAt: this.expiry(row.createdAt, now) }));
    }
    return { sessionId: row.id, profile };
  }

  /** Ends a session (sign-out): deletes it and, after commit, closes its websockets on every instance. */
  async end(token: string, sessionId: string | null): Promise<void> {
    await this.work.run(async (em, after) => {
      await em.getRepository(Session).delete({ tokenHash: hashToken(token) });
      if (sessionId) after.publish(new SessionEnded(sessionId));
    });
  }

  async destroyAllForUser(userId: string): Promise<void> {
    await this.work.run((em) => em.getRepository(Session).delete({ userId }));
  }

  /** Deletes the sessions past either limit. */
  async deleteExpired(): Promise<number> {
    const result = await this.work.run((em) =>
      em
        .createQueryBuilder()
        .delete()
        .from(Session)
        .where('expires_at <= now() OR created_at <= now() - make_interval(secs => :maxAge)', { maxAge: this.maxAgeMs / 1000 })
        .execute(),
    );
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

  /** Sets a new session's cookie on the request's answer and makes it the request's user. */
  begin(request: SessionHolder, session: { token: string; expiresAt: Date; profile: Profile }): Profile {
    if (request.res) this.setCookie(request.res, session.token, session.expiresAt);
    request.user = session.profile;
    return session.profile;
  }

  /** Ends the request's session, if any: deletes it, closes its websockets on every instance and clears the cookie. */
  async endCurrent(request: SessionHolder): Promise<void> {
    if (request.sessionToken) await this.end(request.sessionToken, request.sessionId);
    if (request.res) this.clearCookie(request.res);
    request.user = null;
    request.sessionToken = null;
    request.sessionId = null;
  }
}

/** A request's session as a resolver's context holds it (GraphQL's Context has these fields). */
export interface SessionHolder {
  res: Response | null;
  user: Profile | null;
  sessionToken: string | null;
  sessionId: string | null;
}
