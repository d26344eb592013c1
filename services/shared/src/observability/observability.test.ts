import type { AddressInfo } from "node:net";
import { execFile } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { ApolloServer } from "@apollo/server";
import { expressMiddleware } from "@as-integrations/express5";
import express from "express";
import { formatError } from "../errors";
import { answerErrors, httpApp } from "../http";
import { createLogger, withLogContext } from "../logger";
import { loadConfig } from "../config";
import { workerConfig } from "../queue/worker";
import { parseMetrics } from "../testing";
import { processName } from "./tracing-init";
import { mountObservability, operationLabel, operationMetricsPlugin, routeKindOf, saneRequestId } from ".";

/** The JSON lines a process writes (stdout and stderr) while `fn` runs. */
async function logLines(fn: () => Promise<void>): Promise<Record<string, unknown>[]> {
  const lines: string[] = [];
  const spies = [process.stdout, process.stderr].map((s) =>
    jest.spyOn(s, "write").mockImplementation((chunk: string | Uint8Array) => {
      lines.push(String(chunk));
      return true;
    }),
  );
  try {
    await fn();
  } finally {
    for (const s of spies) s.mockRestore();
  }
  return lines.flatMap((l) => l.split("\n").filter(Boolean)).map((l) => JSON.parse(l) as Record<string, unknown>);
}

const TOKEN = "a-metrics-token-of-some-length";

/** A process's app as server.ts makes one: observability first, Apollo with the project's formatError and the operation plugin. */
async function serve(options: { metricsToken?: string; metricsOpen: boolean }, level: "debug" | "error" = "debug") {
  const logger = createLogger("probe", level);
  const apollo = new ApolloServer({
    typeDefs: "type Query { hello: String, broken: String }",
    resolvers: {
      Query: {
        hello: () => {
          logger.info("said hello");
          return "hi";
        },
        broken: () => {
          throw new Error("database on fire");
        },
      },
    },
    formatError: formatError(logger),
    plugins: [operationMetricsPlugin(logger)],
  });
  await apollo.start();
  const { app, httpServer } = httpApp(false);
  mountObservability(app, { logger, ...options });
  app.use("/graphql", express.json(), expressMiddleware(apollo));
  answerErrors(app, logger, { discardBytes: 1024 });
  await new Promise<void>((r) => httpServer.listen(0, "127.0.0.1", r));
  const url = `http://127.0.0.1:${(httpServer.address() as AddressInfo).port}`;
  return {
    url,
    ask: (query: string, headers: Record<string, string> = {}) =>
      fetch(`${url}/graphql`, { method: "POST", headers: { "content-type": "application/json", ...headers }, body: JSON.stringify({ query }) }),
    stop: async () => {
      await apollo.stop();
      await new Promise((r) => httpServer.close(r));
    },
  };
}

describe("request ids", () => {
  it("takes a sane id and refuses anything else", () => {
    expect(saneRequestId("abc-123_x.y:z")).toBe("abc-123_x.y:z");
    expect(saneRequestId("a".repeat(64))).toBe("a".repeat(64));
    for (const bad of ["", "a".repeat(65), "has space", "new\nline", "ünï", '"quoted"', undefined, ["a", "b"]]) expect(saneRequestId(bad)).toBeNull();
  });

  it("puts the caller's id on the answer and on every line logged while serving it, an unexpected error's too", async () => {
    const s = await serve({ metricsOpen: true });
    try {
      let res: Response | undefined;
      const lines = await logLines(async () => {
        res = await s.ask("query Greeting { hello broken }", { "x-request-id": "probe-42" });
        await res.json();
      });
      expect(res!.headers.get("x-request-id")).toBe("probe-42");
      const byMsg = (msg: string) => lines.find((l) => l.msg === msg);
      expect(byMsg("said hello")).toMatchObject({ requestId: "probe-42", service: "probe", level: "info" });
      expect(byMsg("unexpected error")).toMatchObject({ requestId: "probe-42", level: "error", message: "database on fire" });
      expect(byMsg("operation")).toMatchObject({ requestId: "probe-42", operation: "Greeting", outcome: "error" });
    } finally {
      await s.stop();
    }
  });

  it("replaces an id that is not sane with one of its own, and makes one when there is none", async () => {
    const s = await serve({ metricsOpen: true });
    try {
      const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
      let bad: Response | undefined;
      const lines = await logLines(async () => {
        bad = await s.ask("{ hello }", { "x-request-id": "x".repeat(65) });
        await bad.json();
      });
      expect(bad!.headers.get("x-request-id")).toMatch(uuid);
      expect(lines.find((l) => l.msg === "said hello")?.requestId).toBe(bad!.headers.get("x-request-id"));
      const none = await s.ask("{ hello }");
      expect(none.headers.get("x-request-id")).toMatch(uuid);
      expect(none.headers.get("x-request-id")).not.toBe(bad!.headers.get("x-request-id"));
    } finally {
      await s.stop();
    }
  });

  it("names a job on the lines its handler logs", async () => {
    const logger = createLogger("worker", "info");
    const lines = await logLines(() =>
      withLogContext({ queue: "notification-send", job: "j-1" }, async () => {
        await new Promise((r) => setTimeout(r, 1));
        logger.info("sent");
      }),
    );
    expect(lines[0]).toMatchObject({ msg: "sent", queue: "notification-send", job: "j-1" });
  });
});

describe("metrics", () => {
  const scrape = async (url: string, token?: string) => {
    const res = await fetch(`${url}/metrics`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
    return { status: res.status, samples: res.status === 200 ? parseMetrics(await res.text()) : [] };
  };
  const sum = (samples: ReturnType<typeof parseMetrics>, name: string, labels: Record<string, string>) =>
    samples.filter((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v)).reduce((n, s) => n + s.value, 0);

  it("counts requests and operations by kind, name and outcome, and Node's own metrics", async () => {
    const s = await serve({ metricsOpen: true }, "error");
    try {
      const before = (await scrape(s.url)).samples;
      for (let i = 0; i < 3; i++) await (await s.ask("query Greeting { hello }")).json();
      // its unexpected error is logged: kept off the test's output
      await logLines(async () => void (await (await s.ask("query Broken { broken }")).json()));
      await (await fetch(`${s.url}/nothing-here`)).text();
      const after = (await scrape(s.url)).samples;
      const rose = (name: string, labels: Record<string, string>) => sum(after, name, labels) - sum(before, name, labels);
      expect(rose("wo_http_requests_total", { method: "POST", route: "graphql", status: "2xx" })).toBe(4);
      expect(rose("wo_http_requests_total", { method: "GET", route: "other", status: "4xx" })).toBe(1);
      expect(rose("wo_http_request_duration_seconds_count", { route: "graphql" })).toBe(4);
      expect(rose("wo_graphql_operations_total", { operation: "Greeting", outcome: "ok" })).toBe(3);
      expect(rose("wo_graphql_operations_total", { operation: "Broken", outcome: "error" })).toBe(1);
      expect(rose("wo_graphql_operation_duration_seconds_count", { operation: "Greeting" })).toBe(3);
      expect(after.some((x) => x.name === "nodejs_eventloop_lag_seconds")).toBe(true);
      expect(after.some((x) => x.name === "process_resident_memory_bytes")).toBe(true);
    } finally {
      await s.stop();
    }
  });

  it("tells the live heap: what a full collection leaves, up when something is kept and down when it is let go", async () => {
    // in a process of its own, as a service runs it: a test worker's heap also holds what other suites
    // left, and lets go of hundreds of MB of it between two collections (CI once read 977 MB, then 687)
    const metrics = path.join(__dirname, "../../dist/observability/metrics.js");
    expect(fs.existsSync(metrics)).toBe(true); // npm test builds first
    const script = `
      const m = require(${JSON.stringify(metrics)});
      m.collectProcessMetrics();
      const gauge = m.metricsRegistry.getSingleMetric("wo_heap_live_bytes");
      const live = async () => (await gauge.get()).values[0].value;
      // the gauge follows each full collection (a performance observer, called soon after it)
      const afterCollection = async (test) => {
        for (let i = 0; i < 5; i++) {
          gc();
          for (let j = 0; j < 20; j++) {
            await new Promise((r) => setTimeout(r, 25));
            const bytes = await live();
            if (test(bytes)) return bytes;
          }
        }
        return live();
      };
      (async () => {
        // the base: the least of three collections' readings, each a new one
        const readings = [];
        for (let last = await live(); readings.length < 3; readings.push(last)) {
          const before = last;
          last = await afterCollection((b) => b > 0 && b !== before);
        }
        const base = Math.min(...readings);
        let kept = Array.from({ length: 300000 }, (_, i) => ({ i, text: "row " + i + " of what is kept" }));
        const withKept = await afterCollection((b) => b > base + 15e6);
        const keptRows = kept.length;
        kept = null;
        const letGo = await afterCollection((b) => b < withKept - 15e6);
        process.stdout.write(JSON.stringify({ base, withKept, keptRows, letGo }));
      })();`;
    const { stdout } = await promisify(execFile)(process.execPath, ["--expose-gc", "-e", script], { timeout: 240_000 });
    const { base, withKept, keptRows, letGo } = JSON.parse(stdout) as Record<string, number>;
    expect(base).toBeGreaterThan(0);
    expect(withKept).toBeGreaterThan(base! + 15e6);
    expect(keptRows).toBe(300_000);
    expect(letGo).toBeLessThan(withKept! - 15e6);
  }, 300_000);

  it("serves /metrics only to the token's bearer when there is one, and not at all on a closed port without one", async () => {
    const guarded = await serve({ metricsToken: TOKEN, metricsOpen: false });
    const closed = await serve({ metricsOpen: false });
    try {
      expect((await scrape(guarded.url)).status).toBe(404);
      expect((await scrape(guarded.url, "wrong-token-of-some-length")).status).toBe(404);
      expect((await scrape(guarded.url, TOKEN)).status).toBe(200);
      expect((await scrape(closed.url)).status).toBe(404);
      expect((await scrape(closed.url, TOKEN)).status).toBe(404);
    } finally {
      await Promise.all([guarded.stop(), closed.stop()]);
    }
  });

  it("gives a job worker a metrics port only when METRICS_PORT is set", () => {
    const base = { DATABASE_URL: "postgres://x@127.0.0.1/db" };
    expect(loadConfig(workerConfig, base).METRICS_PORT).toBeUndefined();
    expect(loadConfig(workerConfig, { ...base, METRICS_PORT: "0" }).METRICS_PORT).toBe(0);
    expect(loadConfig(workerConfig, { ...base, METRICS_PORT: "9464" }).METRICS_PORT).toBe(9464);
    expect(() => loadConfig(workerConfig, { ...base, METRICS_PORT: "port" })).toThrow(/METRICS_PORT/);
  });

  it("keeps operation names bounded: not a GraphQL name, or past the first 200, is other", () => {
    expect(operationLabel(undefined)).toBe("anonymous");
    expect(operationLabel("drop table; --")).toBe("other");
    expect(operationLabel("Known")).toBe("Known");
    for (let i = 0; i < 250; i++) operationLabel(`Generated${i}`);
    expect(operationLabel("Known")).toBe("Known");
    expect(operationLabel("Generated249")).toBe("other");
    expect(operationLabel("Generated1")).toBe("Generated1");
  });

  it("names route kinds from a small set", () => {
    expect(routeKindOf("/graphql")).toBe("graphql");
    expect(routeKindOf("/api/WorkOrders/3")).toBe("api");
    expect(routeKindOf("/Services/ImportAssets.aspx")).toBe("api");
    expect(routeKindOf("/api/pdf/workorderpdf/3", "exports")).toBe("exports");
    expect(routeKindOf("/exports/Sites")).toBe("exports");
    expect(routeKindOf("/files/abc")).toBe("files");
    expect(routeKindOf("/assets/index-abc.js")).toBe("static");
    expect(routeKindOf("/")).toBe("static");
    expect(routeKindOf("/healthz")).toBe("health");
    expect(routeKindOf("/wp-admin/setup")).toBe("other");
  });
});

describe("tracing", () => {
  it("traces only the product's own processes, each by its name", () => {
    expect(processName(["node", "/app/services/work-orders/dist/main.js", "serve"])).toBe("work-orders");
    expect(processName(["node", "/app/services/work-orders/dist/main.js"])).toBe("work-orders");
    expect(processName(["node", "/app/services/billing/dist/main.js", "work"])).toBe("billing-worker");
    expect(processName(["node", "/app/gateway/dist/main.js"])).toBe("gateway");
    expect(processName(["node", "/app/services/billing/src/main.ts"])).toBe("billing");
    for (const other of ["/app/tools/dist/test.js", "/app/node_modules/jest/bin/jest.js", "/app/services/shared/dist/cli.js"]) {
      expect(processName(["node", other])).toBeNull();
    }
  });
});
