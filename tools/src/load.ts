/**
 * What the load tools share (`npm run bench`, `npm run test:soak`): signing in a demo user through
 * the gateway, one timed call that counts any failure (a status, a GraphQL error, a refusal in a
 * payload), percentiles, a process's resident memory and the slope of a series.
 */
import { readFileSync } from "node:fs";

/** Every demo account's password (services/identity/src/seeders/demo.seeder.ts DEMO_PASSWORD). */
export const DEMO_PASSWORD = "Passw0rd!";

/** Signs in through the gateway's legacy sign-in (as the web app does) and answers the access token. */
export async function signIn(gatewayUrl: string, email: string, password = DEMO_PASSWORD): Promise<string> {
  const res = await fetch(`${gatewayUrl}/api/authorise/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ Email: email, Password: password }),
  });
  const body = (await res.json().catch(() => ({}))) as { token?: string; Message?: string };
  if (!res.ok || !body.token) throw new Error(`sign-in of ${email}: ${res.status} ${body.Message ?? ""}`.trim());
  return body.token;
}

/** The p-th percentile (nearest rank) of ascending numbers; NaN for none. */
export const pct = (sorted: readonly number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? NaN;

/**
 * The least-squares slope of y over x (y units per x unit); NaN with fewer than two points or when
 * every x is the same.
 */
export function slope(points: readonly { x: number; y: number }[]): number {
  const n = points.length;
  if (n < 2) return NaN;
  const mx = points.reduce((s, p) => s + p.x, 0) / n;
  const my = points.reduce((s, p) => s + p.y, 0) / n;
  let sxy = 0;
  let sxx = 0;
  for (const p of points) {
    sxy += (p.x - mx) * (p.y - my);
    sxx += (p.x - mx) ** 2;
  }
  return sxx === 0 ? NaN : sxy / sxx;
}

/**
 * The lowest point of each window of `width` along x (at the window's middle), windows counted from
 * the first point: a process's memory rises between collections and falls back at each, so the lows
 * are what it keeps; their slope shows a leak without the saw of the collections.
 */
export function troughs(points: readonly { x: number; y: number }[], width: number): { x: number; y: number }[] {
  const valid = points.filter((p) => Number.isFinite(p.y));
  if (!valid.length) return [];
  const x0 = valid[0]!.x;
  const lows = new Map<number, number>();
  for (const p of valid) {
    const w = Math.floor((p.x - x0) / width);
    lows.set(w, Math.min(lows.get(w) ?? Infinity, p.y));
  }
  return [...lows.entries()].sort(([a], [b]) => a - b).map(([w, y]) => ({ x: x0 + (w + 0.5) * width, y }));
}

/** A process's resident memory, in MB (Linux /proc); NaN when it is gone. */
export function rssMb(pid: number | undefined): number {
  if (!pid) return NaN;
  try {
    const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
    return m ? Number(m[1]) / 1024 : NaN;
  } catch {
    return NaN;
  }
}

export interface CallResult<T> {
  ok: boolean;
  ms: number;
  status: number;
  /** the answer's JSON (null for a file or an answer that is not JSON) */
  body: T | null;
  /** why it failed: the status, the GraphQL errors, the payload's refusal, or the network error */
  problem?: string;
}

/**
 * One HTTP call, timed to its last byte. It fails on a status that is not 2xx, on GraphQL `errors`,
 * and on a refusal anywhere in `data` (a payload's non-null `error`, as mutations answer a refused
 * change): a load that counts a fast refusal as a success measures the wrong thing.
 */
export async function timedCall<T = unknown>(
  url: string,
  init: { method: "GET" | "POST" | "PUT" | "DELETE"; token?: string; json?: unknown },
): Promise<CallResult<T>> {
  const headers: Record<string, string> = {};
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  if (init.json !== undefined) headers["content-type"] = "application/json";
  const started = performance.now();
  try {
    const res = await fetch(url, { method: init.method, headers, body: init.json === undefined ? undefined : JSON.stringify(init.json) });
    const text = await res.text();
    const ms = performance.now() - started;
    let body: T | null = null;
    if (/json/.test(res.headers.get("content-type") ?? "")) body = JSON.parse(text) as T;
    const problem = !res.ok ? `${res.status} ${text.slice(0, 300)}` : graphqlProblem(body);
    return { ok: !problem, ms, status: res.status, body, ...(problem ? { problem } : {}) };
  } catch (e) {
    return { ok: false, ms: performance.now() - started, status: 0, body: null, problem: e instanceof Error ? e.message : String(e) };
  }
}

/** GraphQL errors, or the first refusal (`error: { code, message }`) found in the data. */
export function graphqlProblem(body: unknown): string | undefined {
  if (!body || typeof body !== "object") return undefined;
  const errors = (body as { errors?: { message?: string }[] }).errors;
  if (Array.isArray(errors) && errors.length) return `GraphQL: ${errors.map((e) => e.message).join("; ")}`.slice(0, 300);
  const refusal = findRefusal((body as { data?: unknown }).data, 0);
  return refusal ? `refused: ${JSON.stringify(refusal).slice(0, 300)}` : undefined;
}

function findRefusal(v: unknown, depth: number): unknown {
  if (!v || typeof v !== "object" || depth > 3 || Array.isArray(v)) return undefined;
  for (const [k, x] of Object.entries(v)) {
    if (k === "error" && x) return x;
    const found = findRefusal(x, depth + 1);
    if (found) return found;
  }
  return undefined;
}
