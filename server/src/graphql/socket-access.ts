import type { IncomingMessage } from 'node:http';
import { AppError, ErrorCode, Messages, notAuthenticated } from '../common/errors';
import { portalAccessError } from '../modules/auth/portal-access';
import type { Services } from '../services';
import { buildSocketContext, type Context } from './context';
import { SocketCloseCode } from './socket-registry';

export type SocketAccess =
  | { ok: true; context: Context & { user: NonNullable<Context['user']>; sessionId: string } }
  | { ok: false; closeCode: number; error: AppError };

/**
 * The one check for a websocket, at the upgrade, for each operation and before each subscription
 * event: the handshake's session cookie must still name a live session, and the account must pass the
 * same portal check as HTTP (portalAccessError, as the authChecker applies it). The context it returns
 * carries the user as the database has it now.
 */
export async function socketAccess(services: Services, request: IncomingMessage): Promise<SocketAccess> {
  const context = await buildSocketContext(services, request);
  const { user, sessionId } = context;
  if (!user || !sessionId) {
    const error = context.sessionExpired ? new AppError(Messages.sessionExpired, ErrorCode.SESSION_EXPIRED) : notAuthenticated();
    return { ok: false, closeCode: SocketCloseCode.SESSION_ENDED, error };
  }
  const error = portalAccessError(user, user.userType);
  if (error) return { ok: false, closeCode: SocketCloseCode.ACCESS_LOST, error };
  return { ok: true, context: { ...context, user, sessionId } };
}
