import { logger } from './logger';

let installed = false;

/**
 * A promise rejected with nobody to handle it is a bug, but one request's bug must not end the process for every
 * other request (Node's default is to exit). The line is written in the promise's own async context, so it carries
 * the request id (or job id) of whatever created the promise. Installed once, by main.ts; tests get the same
 * protection from Jest, which fails the test during which a rejection goes unhandled.
 */
export function keepServingOnUnhandledRejection(): void {
  if (installed) return;
  installed = true;
  process.on('unhandledRejection', (reason) => {
    logger.error('Unhandled promise rejection (a bug; the server keeps serving)', reason instanceof Error ? reason : String(reason));
  });
}
