import type { RequestHandler } from 'express';
import type { Config } from '../config';

/**
 * Headers for every response. Styles allow 'unsafe-inline' because MUI (emotion) injects style tags;
 * scripts are same-origin only. The about video may be a privacy-enhanced YouTube embed.
 *
 * The build's own scripts, styles and fonts (`/assets/`) get only what applies to them: nosniff (and HSTS).
 * A policy, framing rule or referrer policy on a script or a font does nothing (they apply to documents),
 * and those headers were about half a kilobyte on each of a public page's nine or so scripts. Uploaded files
 * (`/uploads/`, `/files/`) keep every header: one could be opened on its own, as a document.
 */
/** Where the client build's hashed files are served (client-routes.ts). */
const BUILD_ASSETS = '/assets/';

export function securityHeaders(config: Config): RequestHandler {
  const csp = [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "media-src 'self'",
    "connect-src 'self' ws: wss:",
    'frame-src https://www.youtube-nocookie.com',
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
  return (req, res, next) => {
    res.setHeader('X-Content-Type-Options', 'nosniff');
    if (config.isProduction) res.setHeader('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    if (!req.path.startsWith(BUILD_ASSETS)) {
      res.setHeader('Content-Security-Policy', csp);
      res.setHeader('X-Frame-Options', 'DENY');
      res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
      res.setHeader('Permissions-Policy', 'camera=(), microphone=(), geolocation=()');
    }
    next();
  };
}
