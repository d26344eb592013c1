/**
 * The smallest load balancer that shows the processes are interchangeable: an HTTP proxy on a free
 * loopback port that sends each request to the next of its upstreams in turn (per request, not per
 * connection: the gateway keeps its connections to a subgraph alive, so a per-connection balancer
 * would pin it to one replica). Like an orchestrator's service it asks each upstream's readiness
 * endpoint (`/readyz`, what the Kubernetes example probes) and leaves out one that is not ready, and
 * like a proxy it appends the caller's address to X-Forwarded-For. Bodies are streamed both ways.
 * For tests and the replicated stack only (tools/src/stack.ts), never part of the product.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";

export interface RoundRobin {
  /** http://127.0.0.1:<port> */
  url: string;
  /** The upstreams' origins, in rotation order. */
  upstreams: string[];
  /** Requests sent to each upstream so far (same order as `upstreams`). */
  served: number[];
  /** Whether each upstream answered its last readiness probe with 200. */
  ready: boolean[];
  /** Probes every upstream's readiness now (also done every `probeMs`); resolves when all have answered. */
  probe(): Promise<void>;
  stop(): Promise<void>;
}

export interface RoundRobinOptions {
  /** The readiness path each upstream is probed at (default /readyz). */
  readyPath?: string;
  /** How often the upstreams are probed (default 500 ms). */
  probeMs?: number;
}

export async function startRoundRobin(upstreams: string[], o: RoundRobinOptions = {}): Promise<RoundRobin> {
  if (upstreams.length === 0) throw new Error("a round-robin needs at least one upstream");
  const origins = upstreams.map((u) => new URL(u));
  const served = origins.map(() => 0);
  // ready until a probe says otherwise: the stack starts a balancer only over processes already up
  const ready = origins.map(() => true);
  const agent = new http.Agent({ keepAlive: true });
  let next = 0;

  /** The next ready upstream in turn; when none is ready, the next in turn anyway (its own answer says why). */
  const pick = (): number => {
    for (let i = 0; i < origins.length; i++) {
      const k = (next + i) % origins.length;
      if (ready[k]) {
        next = k + 1;
        return k;
      }
    }
    return next++ % origins.length;
  };

  const readyPath = o.readyPath ?? "/readyz";
  const probe = () =>
    Promise.all(
      origins.map(async (origin, k) => {
        const ok = await fetch(new URL(readyPath, origin), { signal: AbortSignal.timeout(2000) }).then(
          async (r) => {
            await r.arrayBuffer();
            return r.ok;
          },
          () => false,
        );
        ready[k] = ok;
      }),
    ).then(() => undefined);
  let probing = false;
  const timer = setInterval(() => {
    if (probing) return;
    probing = true;
    void probe().finally(() => (probing = false));
  }, o.probeMs ?? 500);
  timer.unref();

  const server = http.createServer((req, res) => {
    const k = pick();
    served[k]!++;
    const origin = origins[k]!;
    const peer = req.socket.remoteAddress ?? "";
    const forwarded = req.headers["x-forwarded-for"];
    const headers = { ...req.headers, "x-forwarded-for": forwarded ? `${forwarded}, ${peer}` : peer };
    const upstream = http.request({ host: origin.hostname, port: origin.port, method: req.method, path: req.url, headers, agent }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.rawHeaders);
      answer.pipe(res);
      answer.on("error", () => res.destroy());
    });
    upstream.on("error", () => {
      if (res.headersSent) res.destroy();
      else res.writeHead(502, { "content-type": "application/json" }).end(JSON.stringify({ Message: "Upstream unavailable" }));
    });
    // a caller that goes away takes its upstream request with it
    res.on("close", () => {
      if (!res.writableFinished) upstream.destroy();
    });
    req.pipe(upstream);
  });
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    upstreams: origins.map((u) => u.origin),
    served,
    ready,
    probe,
    async stop() {
      clearInterval(timer);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      agent.destroy();
    },
  };
}
