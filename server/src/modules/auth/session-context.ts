import type { Context } from '../../graphql/context';
import type { Services } from '../../services';
import type { SignedIn } from './auth.service';
import { type ViewerProfile, toViewerProfile } from './auth.types';

/** Sets the new session's cookie and makes it the request's user. */
export function beginSession(services: Services, ctx: Context, signedIn: SignedIn): ViewerProfile {
  if (ctx.res) services.sessions.setCookie(ctx.res, signedIn.token, signedIn.expiresAt);
  ctx.user = signedIn.profile;
  return toViewerProfile(signedIn.profile);
}

/** Ends the request's session, if any: deletes it, closes its websockets on every instance and clears the cookie. */
export async function endCurrentSession(services: Services, ctx: Context): Promise<void> {
  if (ctx.sessionToken) {
    await services.sessions.end(ctx.sessionToken, ctx.sessionId);
  }
  if (ctx.res) services.sessions.clearCookie(ctx.res);
  ctx.user = null;
  ctx.sessionToken = null;
  ctx.sessionId = null;
}
