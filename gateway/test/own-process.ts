import { spawn, type ChildProcess } from "node:child_process";
import net from "node:net";
import path from "node:path";

/** A free loopback port. */
export function freePort(): Promise<number> {
  return new Promise<number>((resolve) => {
    const s = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

/** Whether a new TCP connection to the port is refused (nothing listens there any more). */
export function refused(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, "127.0.0.1");
    socket.once("connect", () => {
      socket.destroy();
      resolve(false);
    });
    socket.once("error", (e: NodeJS.ErrnoException) => resolve(e.code === "ECONNREFUSED"));
  });
}

/**
 * A process of a suite's own (a gateway, a subgraph, a job worker with METRICS_PORT) next to the
 * shared stack, which a test may signal or kill without touching the stack: started on a free port
 * (given as PORT, and to `env`), up once `/healthz` answers 200 there (asked every 100 ms); it may be
 * killed and started again on the same port.
 */
export class OwnProcess {
  port = 0;
  private child: ChildProcess | null = null;
  private readonly output: string[] = [];
  /** Its exit code (null when a signal ended it), once it has exited. */
  exit: Promise<number | null> = new Promise(() => undefined);
  /** When `/healthz` first answered 200 after the last start (Date.now()). */
  healthyAt = 0;
  /** How many times it was started: a test shows a process was never started again. */
  starts = 0;

  constructor(
    private readonly script: string,
    private readonly env: (port: number) => NodeJS.ProcessEnv,
    /** The command line after the script (a service's `work`); none: a service serves. */
    private readonly args: string[] = [],
  ) {}

  /** Starts it on a free port, or with `samePort` on the port it had (after it exited: `restart`). */
  async start(options: { samePort?: boolean } = {}): Promise<void> {
    if (this.alive) throw new Error(`${this.script} is running already`);
    if (!options.samePort || !this.port) this.port = await freePort();
    this.starts++;
    const child = spawn(process.execPath, [this.script, ...this.args], {
      env: { ...process.env, ...this.env(this.port), PORT: String(this.port), HOST: "127.0.0.1" },
      stdio: ["ignore", "pipe", "pipe", "ipc"],
    });
    this.child = child;
    this.exit = new Promise((resolve) => child.once("exit", (code) => resolve(code)));
    for (const s of [child.stdout!, child.stderr!]) s.on("data", (d: Buffer) => this.output.push(d.toString()));
    for (let end = Date.now() + 120_000; ; await new Promise((r) => setTimeout(r, 100))) {
      if (!this.alive) throw new Error(`${this.script} did not start:\n${this.tail()}`);
      const ok = await fetch(`${this.url}/healthz`, { signal: AbortSignal.timeout(2000) }).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) {
        this.healthyAt = Date.now();
        return;
      }
      if (Date.now() > end) throw new Error(`${this.script} never answered /healthz:\n${this.tail()}`);
    }
  }

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  get alive(): boolean {
    return !!this.child && this.child.exitCode === null && this.child.signalCode === null;
  }

  signal(sig: NodeJS.Signals): void {
    this.child?.kill(sig);
  }

  /** The JSON lines it has logged so far (stdout and stderr), parsed; other output is left out. */
  logLines(): Record<string, unknown>[] {
    return this.output
      .join("")
      .split("\n")
      .flatMap((l) => {
        try {
          const v: unknown = JSON.parse(l);
          return v && typeof v === "object" ? [v as Record<string, unknown>] : [];
        } catch {
          return [];
        }
      });
  }

  /** SIGKILL: dies at once, nothing drained (a crash, an OOM kill); answers once it has exited. */
  async kill(): Promise<void> {
    if (!this.alive) return;
    this.child!.kill("SIGKILL");
    await this.exit;
  }

  /** Started again on the same port, as a supervisor would. */
  restart(): Promise<void> {
    return this.start({ samePort: true });
  }

  /** The process id of the running process (a test compares it to show nothing was restarted). */
  get pid(): number | undefined {
    return this.alive ? this.child!.pid : undefined;
  }

  tail(): string {
    return this.output.join("").slice(-3000);
  }

  /** Stops it if it still runs (SIGTERM, SIGKILL after 20 s): for afterAll. */
  async stop(): Promise<void> {
    const child = this.child;
    if (!child || !this.alive) return;
    const timer = setTimeout(() => child.kill("SIGKILL"), 20_000);
    child.kill("SIGTERM");
    await this.exit;
    clearTimeout(timer);
  }
}

const ROOT = path.resolve(__dirname, "../..");
/** The shared stack's subgraph URLs (tools/src/test.ts), by service. */
export const stackSubgraphs = () => JSON.parse(process.env.SUBGRAPH_URLS!) as Record<Service, string>;
type Service = "identity" | "assets" | "work-orders" | "billing";

/**
 * A gateway of a suite's own: in front of the shared stack's subgraphs, except those the suite runs
 * itself (`own`), with `env` on top (LOG_LEVEL warn unless it says otherwise).
 */
export function ownGateway(options: { own?: Partial<Record<Service, OwnProcess>>; env?: () => NodeJS.ProcessEnv } = {}): OwnProcess {
  return new OwnProcess(path.join(ROOT, "gateway/dist/main.js"), () => {
    const urls = stackSubgraphs();
    const url = (s: Service) => (options.own?.[s] ? `${options.own[s]!.url}/graphql` : urls[s]);
    return {
      IDENTITY_URL: url("identity"),
      ASSETS_URL: url("assets"),
      WORK_ORDERS_URL: url("work-orders"),
      BILLING_URL: url("billing"),
      LOG_LEVEL: "warn",
      ...options.env?.(),
    };
  });
}

/**
 * A subgraph (or with `args` ["work"], a job worker) of a suite's own, on the shared stack's database
 * (migrated already), billing calling the stack's work-orders; `env` on top.
 */
export function ownService(name: Service, env: (port: number) => NodeJS.ProcessEnv = () => ({}), args: string[] = []): OwnProcess {
  return new OwnProcess(
    path.join(ROOT, `services/${name}/dist/main.js`),
    (port) => ({
      DATABASE_URL: process.env.TEST_STACK_DB_URL!,
      MIGRATE_ON_START: "false",
      LOG_LEVEL: "warn",
      ...(name === "billing" ? { WORK_ORDERS_URL: stackSubgraphs()["work-orders"] } : {}),
      ...env(port),
    }),
    args,
  );
}
