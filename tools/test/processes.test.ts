import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { restartDelay, RESTART_POLICY, spawnNode, supervise, type RestartPolicy, type Supervised } from "../src/processes";

/** A child as small as a service: says it is up, stays up, and goes when its parent does or on SIGTERM. */
const TINY = `
process.on("disconnect", () => process.exit(0));
console.log("up " + process.pid);
setInterval(() => {}, 1 << 30);
`;

/** Waits for `check` to hold, polling: the time it takes is the machine's business, not the test's. */
async function until(check: () => boolean, what: string, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`gave up waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe("restart backoff", () => {
  it("waits 0.5 s, doubling to 30 s for a child that keeps exiting", () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7, 12].map((n) => restartDelay(RESTART_POLICY, n))).toEqual([
      500, 1000, 2000, 4000, 8000, 16_000, 30_000, 30_000, 30_000,
    ]);
  });
});

describe("a supervised child", () => {
  let dir: string;
  let script: string;
  let supervised: Supervised | null = null;
  const output: string[] = [];
  const notes: string[] = [];
  const started = () => output.filter((l) => /^\[tiny\] up \d+$/.test(l)).map((l) => Number(l.split(" ").pop()));

  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "wo-supervise-"));
    script = path.join(dir, "tiny.js");
    fs.writeFileSync(script, TINY);
  });
  afterEach(async () => {
    await supervised?.stop(1000);
    supervised = null;
    output.length = 0;
    notes.length = 0;
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  const keep = (policy: RestartPolicy) =>
    (supervised = supervise(() => spawnNode("tiny", script, [], process.env, (l) => output.push(l)), {
      restart: { policy, log: (l) => notes.push(l) },
    }));

  it("is started again after it is killed, saying so; stopping the supervisor stops it with no restart", async () => {
    const s = keep({ initialDelayMs: 100, maxDelayMs: 400, resetAfterMs: 60_000 });
    await until(() => started().length === 1, "the first start");
    const first = s.child.process.pid!;
    expect(started()).toEqual([first]);

    s.child.process.kill("SIGKILL");
    await until(() => started().length === 2, "the restart");
    const second = s.child.process.pid!;
    expect(second).not.toBe(first);
    expect(started()).toEqual([first, second]);
    expect(alive(first)).toBe(false);
    expect(s.restarts).toBe(1);
    expect(notes[0]).toMatch(/^\[supervisor\] tiny exited \(signal SIGKILL\) after \d+\.\d s; restarting in 0\.1 s$/);
    expect(notes[1]).toBe(`[supervisor] tiny restarted (pid ${second}, restart 1)`);

    // again: the wait doubles
    s.child.process.kill("SIGKILL");
    await until(() => started().length === 3, "the second restart");
    expect(notes[2]).toMatch(/^\[supervisor\] tiny exited \(signal SIGKILL\) after .* restarting in 0\.2 s$/);
    expect(s.restarts).toBe(2);

    const last = s.child.process.pid!;
    await s.stop();
    expect(s.child.process.signalCode ?? s.child.process.exitCode).not.toBeNull();
    expect(alive(last)).toBe(false);
    // far longer than any restart would wait: none comes
    await new Promise((r) => setTimeout(r, 1000));
    expect(started()).toHaveLength(3);
    expect(s.restarts).toBe(2);
    expect(notes).toHaveLength(4);
  });

  it("is not started again when the supervisor stops while a restart waits (Ctrl-C reaches the children first)", async () => {
    const s = keep({ initialDelayMs: 300, maxDelayMs: 300, resetAfterMs: 60_000 });
    await until(() => started().length === 1, "the first start");
    s.child.process.kill("SIGINT");
    await until(() => notes.length === 1, "the exit to be noticed");
    expect(notes[0]).toMatch(/^\[supervisor\] tiny exited \(signal SIGINT\) after .* restarting in 0\.3 s$/);
    await s.stop();
    await new Promise((r) => setTimeout(r, 1000));
    expect(started()).toHaveLength(1);
    expect(s.restarts).toBe(0);
    expect(notes).toHaveLength(1);
  });

  it("stays down when restarts are off, as in the test stacks", async () => {
    const s = (supervised = supervise(() => spawnNode("tiny", script, [], process.env, (l) => output.push(l))));
    await until(() => started().length === 1, "the first start");
    s.child.process.kill("SIGKILL");
    expect(await s.child.exited).toBeNull();
    await new Promise((r) => setTimeout(r, 1000));
    expect(started()).toHaveLength(1);
    expect(s.restarts).toBe(0);
  });
});
