/**
 * OpenTelemetry traces, when OTEL_EXPORTER_OTLP_ENDPOINT is set. Imported first by main.ts: the http, express,
 * graphql and pg instrumentations patch those modules as they are first required, so nothing may load them
 * before this file. Unset, it loads nothing but the configuration reader: the SDK is required only when used.
 */
import { loadTracingConfig } from '../config';

let shutdown: () => Promise<void> = async () => {};

function start(): void {
  let endpoint: string | undefined;
  let serviceName: string;
  try {
    ({ endpoint, serviceName } = loadTracingConfig());
  } catch {
    // An invalid endpoint: main's loadConfig reports it as a configuration error and exits.
    return;
  }
  if (!endpoint) return;
  // Required here rather than imported, so that without an endpoint none of the SDK is loaded.
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded synchronously, before anything is instrumented
  const sdk = require('./tracing-sdk') as typeof import('./tracing-sdk');
  shutdown = sdk.startTracing(endpoint, serviceName);
}

start();

/** Sends the spans still buffered and stops tracing; call on shutdown. Does nothing when tracing is off. */
export function stopTracing(): Promise<void> {
  return shutdown();
}
