import type { IncomingMessage } from 'node:http';
import { createRequire } from 'node:module';

/** The calls balancers and scrapers make every few seconds: spans of them would drown the shop's own. */
const UNTRACED = /^\/(healthz|readyz|metrics|api\/health(\/ready)?)\/?(\?|$)/;

export interface Telemetry {
  /** Sends the spans still buffered: call it before the process exits. */
  shutdown(): Promise<void>;
}

/** OTEL_EXPORTER_OTLP_ENDPOINT, the collector's OTLP/HTTP base address (`/v1/traces` is added); null when unset. */
export function otlpEndpointFromEnv(env: NodeJS.ProcessEnv = process.env): URL | null {
  const raw = env.OTEL_EXPORTER_OTLP_ENDPOINT?.trim();
  if (!raw) return null;
  const url = URL.canParse(raw) ? new URL(raw) : null;
  if (!url || !['http:', 'https:'].includes(url.protocol)) {
    throw new Error(`OTEL_EXPORTER_OTLP_ENDPOINT must be the http(s) address of an OTLP/HTTP collector (http://127.0.0.1:4318), not "${raw}".`);
  }
  return url;
}

/**
 * Starts OpenTelemetry tracing when OTEL_EXPORTER_OTLP_ENDPOINT is set: spans of incoming and outgoing HTTP and of
 * PostgreSQL statements, sent over OTLP/HTTP, the service named OTEL_SERVICE_NAME or after the role. An incoming
 * `traceparent` continues its trace (W3C trace context, the SDK's default). Without the setting nothing of the SDK is
 * loaded and this answers null. The SDK reads its other settings from the process's environment itself
 * (OTEL_TRACES_SAMPLER, OTEL_BSP_*, OTEL_EXPORTER_OTLP_HEADERS).
 */
export async function startTelemetry(role: 'bookshop-api' | 'bookshop-worker', env: NodeJS.ProcessEnv = process.env): Promise<Telemetry | null> {
  const endpoint = otlpEndpointFromEnv(env);
  if (!endpoint) return null;
  const [{ NodeSDK }, { OTLPTraceExporter }, { HttpInstrumentation }, { PgInstrumentation }] = await Promise.all([
    import('@opentelemetry/sdk-node'),
    import('@opentelemetry/exporter-trace-otlp-http'),
    import('@opentelemetry/instrumentation-http'),
    import('@opentelemetry/instrumentation-pg'),
  ]);
  const sdk = new NodeSDK({
    serviceName: env.OTEL_SERVICE_NAME?.trim() || role,
    // OTLP/HTTP's rule: the traces' own address when given, else the base address's `/v1/traces`.
    traceExporter: new OTLPTraceExporter({ url: env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT?.trim() || `${endpoint.href.replace(/\/$/, '')}/v1/traces` }),
    // Traces only: metrics are Prometheus's (/metrics), and the logs go to stdout as JSON lines.
    metricReaders: [],
    logRecordProcessors: [],
    instrumentations: [
      new HttpInstrumentation({ ignoreIncomingRequestHook: (request: IncomingMessage) => UNTRACED.test(request.url ?? '') }),
      // Statements outside a request or a job pass (the readiness probe) would each be a trace of one span.
      new PgInstrumentation({ requireParentSpan: true }),
    ],
  });
  sdk.start();
  // The instrumentations patch a module when it is next required: `http` and `pg` were loaded with the server's code
  // before this ran, and the objects they patch (http.Server's prototype, pg's Client) are the ones already in use.
  const load = createRequire(__filename);
  for (const name of ['node:http', 'node:https', 'pg']) load(name);
  return { shutdown: () => sdk.shutdown() };
}
