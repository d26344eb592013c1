import type express from "express";
import { z } from "zod";

/**
 * Seconds a process keeps serving after SIGTERM with its readiness already failing, before it stops
 * taking connections: long enough for a load balancer (an orchestrator's readiness probe) to stop
 * sending it requests. 0 (the default) stops at once, as a process with no balancer in front should.
 */
export const shutdownDelaySeconds = z.coerce.number().min(0).max(120).default(0);

/**
 * `/readyz`: whether a process should be sent requests now. Liveness (`/healthz`) says it runs;
 * readiness also fails while it is stopping, from the moment it is told to stop, so an orchestrator
 * drains it before it closes.
 */
export class Readiness {
  private stopping = false;

  /** `check`: whether what it needs answers (its database, its subgraphs), with details for the answer. */
  constructor(private readonly check: () => Promise<{ ok: boolean; detail: Record<string, unknown> }>) {}

  readonly handler = async (_req: express.Request, res: express.Response): Promise<void> => {
    if (this.stopping) {
      res.status(503).json({ status: "stopping" });
      return;
    }
    const { ok, detail } = await this.check();
    res.status(ok ? 200 : 503).json({ status: ok ? "ready" : "unavailable", ...detail });
  };

  /** Fails readiness from now on and waits `seconds` (still serving) before the caller stops the server. */
  async drain(seconds: number): Promise<void> {
    this.stopping = true;
    if (seconds > 0) await new Promise((r) => setTimeout(r, seconds * 1000));
  }
}
