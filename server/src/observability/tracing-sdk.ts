import { IncomingMessage } from 'node:http';
import path from 'node:path';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { registerInstrumentations } from '@opentelemetry/instrumentation';
import { ExpressInstrumentation } from '@opentelemetry/instrumentation-express';
import { GraphQLInstrumentation } from '@opentelemetry/instrumentation-graphql';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { PgInstrumentation } from '@opentelemetry/instrumentation-pg';
import { defaultResource, resourceFromAttributes } from '@opentelemetry/resources';
import { BatchSpanProcessor, NodeTracerProvider, type Span, type SpanLimits, type SpanProcessor } from '@opentelemetry/sdk-trace-node';
import { ATTR_SERVICE_NAME } from '@opentelemetry/semantic-conventions';
import { logger, setTraceFields } from '../common/logger';
import { operationLabel } from './telemetry-labels';

/**
 * The OpenTelemetry API copy the instrumentations use. The install holds two (1.9 beside the SDK, 1.10 beside
 * the instrumentations); globals registered through the older one are invisible to the newer (the API accepts
 * a global of its own minor version or newer), so the context manager, propagator and provider are registered
 * through this one, which the SDK's older copy can read. With a single copy this is simply that copy.
 */
// eslint-disable-next-line @typescript-eslint/no-require-imports -- one copy of two, chosen by path (see above)
const api = require(
  require.resolve('@opentelemetry/api', { paths: [path.dirname(require.resolve('@opentelemetry/instrumentation-http'))] }),
) as typeof import('@opentelemetry/api');

/**
 * An attribute's value is cut at 8 KiB: whole for a real query's source or SQL statement, bounded for a client's
 * 500 KB operation name (which the GraphQL instrumentation copies into the span's source and name attributes).
 */
export const SPAN_LIMITS: SpanLimits = { attributeValueLengthLimit: 8192 };

/**
 * The GraphQL instrumentation names an operation's span `<type> <operation name>`, with the name as the client
 * wrote it; this gives it the bounded name the metrics and the access log use (telemetry-labels.ts), just
 * before the span ends (onEnding: the span can still be changed) and is exported.
 */
export class BoundedSpanNames implements SpanProcessor {
  onStart(): void {}

  onEnding(span: Span): void {
    const name = span.attributes['graphql.operation.name'];
    if (typeof name !== 'string') return;
    const label = operationLabel(name);
    if (label === name) return;
    const type = span.attributes['graphql.operation.type'];
    span.setAttribute('graphql.operation.name', label);
    span.updateName(typeof type === 'string' ? `${type} ${label}` : 'graphql.execute');
  }

  onEnd(): void {}

  forceFlush(): Promise<void> {
    return Promise.resolve();
  }

  shutdown(): Promise<void> {
    return Promise.resolve();
  }
}

/** Probes asked every few seconds would be most of the spans and tell nothing. */
const UNTRACED_PATHS = new Set(['/healthz', '/readyz']);

/**
 * Registers the tracer provider (batched OTLP/HTTP export; the exporter reads OTEL_EXPORTER_OTLP_ENDPOINT and
 * the other standard OTEL_EXPORTER_OTLP_* variables itself) and the instrumentations. Returns the shutdown,
 * which flushes the spans still buffered.
 */
export function startTracing(endpoint: string, serviceName: string): () => Promise<void> {
  const provider = new NodeTracerProvider({
    resource: defaultResource().merge(resourceFromAttributes({ [ATTR_SERVICE_NAME]: serviceName })),
    spanProcessors: [new BoundedSpanNames(), new BatchSpanProcessor(new OTLPTraceExporter())],
    spanLimits: SPAN_LIMITS,
  });
  api.context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
  api.propagation.setGlobalPropagator(new W3CTraceContextPropagator());
  api.trace.setGlobalTracerProvider(provider);
  const unregister = registerInstrumentations({
    tracerProvider: provider,
    instrumentations: [
      new HttpInstrumentation({
        ignoreIncomingRequestHook: (req) => UNTRACED_PATHS.has(req.url?.split('?')[0] ?? ''),
        // An incoming query string can hold tokens and personal data (unsubscribe links, searches): never in a span,
        // as never in a log line. The instrumentation only masks a few signature parameters by name.
        requestHook: (span, request) => {
          if (request instanceof IncomingMessage && request.url?.includes('?')) span.setAttribute('url.query', '[redacted]');
        },
      }),
      new ExpressInstrumentation(),
      // One span per operation phase and per non-trivial resolver; field resolvers that only read a property are left out.
      new GraphQLInstrumentation({ mergeItems: true, ignoreTrivialResolveSpans: true }),
      new PgInstrumentation(),
    ],
  });
  // Log lines written inside a span carry its ids, so a line leads to its trace.
  setTraceFields(() => {
    const context = api.trace.getActiveSpan()?.spanContext();
    return context ? { traceId: context.traceId, spanId: context.spanId } : undefined;
  });
  // The origin only: a URL may carry credentials.
  logger.info(`Tracing to ${new URL(endpoint).origin} as ${serviceName}`);
  return async () => {
    setTraceFields(null);
    unregister();
    await provider.shutdown().catch((err: unknown) => logger.warn('Tracing: could not send the last spans', err));
    api.trace.disable();
    api.context.disable();
    api.propagation.disable();
  };
}
