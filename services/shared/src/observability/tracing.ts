import { OTLPTraceExporter } from "@opentelemetry/exporter-trace-otlp-http";
import { registerInstrumentations } from "@opentelemetry/instrumentation";
import { HttpInstrumentation } from "@opentelemetry/instrumentation-http";
import { resourceFromAttributes } from "@opentelemetry/resources";
import { BatchSpanProcessor, NodeTracerProvider } from "@opentelemetry/sdk-trace-node";
import { loadConfig, tracingConfig } from "../config";

const QUIET = /^\/(healthz|readyz|metrics)$/;

/**
 * OpenTelemetry traces, off unless OTEL_EXPORTER_OTLP_ENDPOINT is set (read by the exporter itself,
 * as OTLP/HTTP with JSON bodies: the only protocol installed). Loaded by tracing-init.ts before any
 * other module of a product process, so that the http module is instrumented before Express uses it.
 *
 * Starts the tracer provider (W3C trace context, AsyncLocalStorage context), exporting spans in
 * batches; instruments incoming and outgoing HTTP of the http module (the servers' requests). The
 * gateway's calls to subgraphs go through Node's fetch: measuredFetch makes their client spans and
 * sends traceparent by hand. Health checks and metric scrapes make no spans.
 */
export function startTracing(service: string, env: NodeJS.ProcessEnv = process.env): NodeTracerProvider | null {
  const config = loadConfig(tracingConfig, env);
  if (!config.OTEL_EXPORTER_OTLP_ENDPOINT && !config.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT) return null;
  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({ "service.name": config.OTEL_SERVICE_NAME ?? service }),
    spanProcessors: [new BatchSpanProcessor(new OTLPTraceExporter())],
  });
  provider.register();
  registerInstrumentations({
    tracerProvider: provider,
    instrumentations: [new HttpInstrumentation({ ignoreIncomingRequestHook: (req) => QUIET.test((req.url ?? "").split("?")[0]!) })],
  });
  // what the last batch holds goes before the process exits (runUntilStopped exits after stopping)
  process.once("exit", () => void provider.shutdown());
  return provider;
}
