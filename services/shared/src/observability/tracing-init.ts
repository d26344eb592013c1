/**
 * Imported first by @wo/shared's index (so before Express, pg and the rest in every process that
 * uses it): starts tracing when OTEL_EXPORTER_OTLP_ENDPOINT is set and the process is one of the
 * product's own (a service's or the gateway's dist/main.js, or src/main.ts run in development), named after it ("work-orders",
 * "work-orders-worker", "gateway"). Tools and tests that import the package never trace, and the
 * OpenTelemetry SDK is not even loaded unless tracing is on.
 */
function processName(argv: string[]): string | null {
  const main = (argv[1] ?? "").replace(/\\/g, "/");
  const m = /(?:^|\/)(?:services\/([\w-]+)|(gateway))\/(?:dist\/main\.js|src\/main\.ts)$/.exec(main);
  if (!m) return null;
  if (m[2]) return "gateway";
  return argv[2] === "work" ? `${m[1]}-worker` : m[1]!;
}

const name = processName(process.argv);
if (name && (process.env.OTEL_EXPORTER_OTLP_ENDPOINT || process.env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT)) {
  // loaded only when tracing is on: the SDK costs start-up time
  (require("./tracing") as typeof import("./tracing")).startTracing(name);
}

export { processName };
