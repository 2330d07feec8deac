/**
 * OpenTelemetry tracing of the store's server, as api/src/telemetry.ts does it for the API and the worker: started only
 * when OTEL_EXPORTER_OTLP_ENDPOINT is set (nothing of the SDK is loaded otherwise), spans sent over OTLP/HTTP, the
 * service named OTEL_SERVICE_NAME or bookshop-store. An incoming `traceparent` continues its trace, and the store's own
 * calls to the API (the renderer's, over http; the /api proxy's and fetch's, over undici) carry the store's span on.
 */
import { createRequire } from 'node:module';

/** The calls balancers and scrapers make every few seconds: spans of them would drown the shop's own. */
const UNTRACED = /^\/(healthz|readyz|metrics)\/?(\?|$)/;

/** Starts tracing when OTEL_EXPORTER_OTLP_ENDPOINT is set; answers `{ shutdown }` (sends what is buffered), else null. */
export async function startStoreTelemetry(env = process.env) {
  const raw = env.OTEL_EXPORTER_OTLP_ENDPOINT?.trim();
  if (!raw) return null;
  if (!URL.canParse(raw) || !['http:', 'https:'].includes(new URL(raw).protocol)) {
    throw new Error(`OTEL_EXPORTER_OTLP_ENDPOINT must be the http(s) address of an OTLP/HTTP collector (http://127.0.0.1:4318), not "${raw}".`);
  }
  const [{ NodeSDK }, { OTLPTraceExporter }, { HttpInstrumentation }, { UndiciInstrumentation }] = await Promise.all([
    import('@opentelemetry/sdk-node'),
    import('@opentelemetry/exporter-trace-otlp-http'),
    import('@opentelemetry/instrumentation-http'),
    import('@opentelemetry/instrumentation-undici'),
  ]);
  const sdk = new NodeSDK({
    serviceName: env.OTEL_SERVICE_NAME?.trim() || 'bookshop-store',
    // OTLP/HTTP's rule: the traces' own address when given, else the base address's `/v1/traces`.
    traceExporter: new OTLPTraceExporter({ url: env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT?.trim() || `${raw.replace(/\/$/, '')}/v1/traces` }),
    // Traces only: metrics are Prometheus's (/metrics), and the logs go to stdout as JSON lines.
    metricReaders: [],
    logRecordProcessors: [],
    instrumentations: [new HttpInstrumentation({ ignoreIncomingRequestHook: (request) => UNTRACED.test(request.url ?? '') }), new UndiciInstrumentation()],
  });
  sdk.start();
  // The http instrumentation patches the module when it is next required; this module's importers loaded it already,
  // and what it patches (http.Server's prototype, http.request) is the one object every importer holds.
  const load = createRequire(import.meta.url);
  for (const name of ['node:http', 'node:https']) load(name);
  return { shutdown: () => sdk.shutdown() };
}
