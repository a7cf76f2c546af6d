import type { IncomingMessage } from 'node:http';
import type { AppError } from '../common/errors';
import { accessError, needsSignIn } from '../modules/auth/access-check';
import type { Services } from '../services';
import { buildSocketContext, type Context } from './context';
import { SocketCloseCode } from '../realtime/socket-registry';

export type SocketAccess =
  { ok: true; context: Context & { user: NonNullable<Context['user']>; sessionId: string } } | { ok: false; closeCode: number; error: AppError };

/**
 * The one check for a websocket, at the upgrade, for each operation and before each subscription
 * event: the handshake's session cookie must still name a live session, and the account must pass the
 * same check as every other door (accessError, as the authChecker and requireAccount apply it). The context it returns
 * carries the user as the database has it now.
 */
export async function socketAccess(services: Services, request: IncomingMessage): Promise<SocketAccess> {
  const context = await buildSocketContext(services, request);
  const error = accessError(context);
  if (error) return { ok: false, closeCode: needsSignIn(error) ? SocketCloseCode.SESSION_ENDED : SocketCloseCode.ACCESS_LOST, error };
  const { user, sessionId } = context;
  // accessError passed, so the session is live: both are set.
  return { ok: true, context: { ...context, user: user!, sessionId: sessionId! } };
}
