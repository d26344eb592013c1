import { DEMO_PASSWORD, gatewayUrl } from "@wo/shared/testing";

export interface ApiResponse<T = any> {
  status: number;
  body: T;
}

/**
 * fetch, once more when the pooled keep-alive connection it took was closed under it before any
 * answer (undici's "other side closed", UND_ERR_SOCKET: seen once on a loaded machine, when the
 * gateway let an idle socket go as the request was written). Any other failure is the test's.
 */
async function send(url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, init);
  } catch (e) {
    if ((e as { cause?: { code?: string } }).cause?.code !== "UND_ERR_SOCKET") throw e;
    return fetch(url, init);
  }
}

/** A legacy REST call to the running gateway (or to `gateway`, a suite's own: its base URL). */
export async function api<T = any>(
  method: string,
  path: string,
  opts: { token?: string; json?: unknown; form?: Record<string, string>; raw?: string; gateway?: string } = {},
): Promise<ApiResponse<T>> {
  const headers: Record<string, string> = {};
  let body: string | undefined;
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  if (opts.json !== undefined) {
    headers["content-type"] = "application/json";
    body = JSON.stringify(opts.json);
  } else if (opts.form) {
    headers["content-type"] = "application/x-www-form-urlencoded";
    body = new URLSearchParams(opts.form).toString();
  } else if (opts.raw !== undefined) {
    headers["content-type"] = "application/json";
    body = opts.raw;
  }
  const res = await send(`${opts.gateway ?? gatewayUrl()}/api${path}`, { method, headers, body });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null };
}

const tokens = new Map<string, Promise<string>>();

/** Signs a demo user in through POST /api/authorise/login (once per test file). */
export function login(email: string): Promise<string> {
  let t = tokens.get(email);
  if (!t) {
    t = api("POST", "/authorise/login", { json: { Email: email, Password: DEMO_PASSWORD } }).then((r) => {
      if (r.status !== 200) throw new Error(`login ${email}: ${r.status} ${JSON.stringify(r.body)}`);
      return r.body.token as string;
    });
    tokens.set(email, t);
  }
  return t;
}

/**
 * Reads a call's answer together with the database's count it must match, again while other test
 * files (which share the stack) add rows between the two: the count read before and after the call
 * must agree, so the comparison stays exact.
 */
export async function withSteadyCount<T>(count: () => Promise<number>, read: () => Promise<T>): Promise<{ n: number; value: T }> {
  for (let attempt = 1; ; attempt++) {
    const n = await count();
    const value = await read();
    if ((await count()) === n || attempt === 5) return { n, value };
  }
}
