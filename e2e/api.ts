/**
 * What browser tests do beside the browser: the product's API as one of the demo users (signed in
 * by e-mail, outside the page), waits on the database, and the product's confirmation dialog.
 */
import type { Page } from "playwright-core";
import { BASE_URL, DEMO_PASSWORD } from "./browser";

/** Each demo user's bearer token, by e-mail, once signed in with signIn */
const tokens = new Map<string, string>();

/** A demo user's bearer token (signed in with signIn), for calls of a test's own (an upload) */
export function tokenOf(email: string): string {
  const token = tokens.get(email);
  if (!token) throw new Error(`${email} is not signed in: call signIn first`);
  return token;
}

/** A legacy REST call as a demo user signed in with signIn ("" for none): the calls the portals make, made as they make them */
export async function rest<T = any>(who: string, method: string, path: string, body?: unknown): Promise<{ status: number; body: T }> {
  const token = who ? tokens.get(who) : undefined;
  if (who && !token) throw new Error(`${who} is not signed in: call signIn first`);
  const res = await fetch(`${BASE_URL}/api${path}`, {
    method,
    headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : null) as T };
}

/** A GraphQL call as a demo user signed in with signIn; its errors thrown as one */
export async function gql<T = any>(who: string, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const res = await fetch(`${BASE_URL}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${tokens.get(who) ?? ""}` },
    body: JSON.stringify({ query, variables }),
  });
  const answer = (await res.json()) as { data?: T; errors?: Array<{ message: string }> };
  if (answer.errors?.length) throw new Error(answer.errors.map((e) => e.message).join("; "));
  return answer.data as T;
}

/** Signs a demo user in through the legacy login, for rest and gql */
export async function signIn(email: string, password = DEMO_PASSWORD): Promise<void> {
  const r = await rest<{ token: string }>("", "POST", "/authorise/login", { Email: email, Password: password });
  if (r.status !== 200) throw new Error(`${email} could not sign in: ${r.status} ${JSON.stringify(r.body)}`);
  tokens.set(email, r.body.token);
}

/** Waits until the database says so (what the screen did has been written) */
export async function until<T>(read: () => Promise<T>, ok: (v: T) => boolean, what: string, timeout = 30_000): Promise<T> {
  const end = Date.now() + timeout;
  for (;;) {
    const v = await read();
    if (ok(v)) return v;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}: last ${JSON.stringify(v)}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** Answers the product's confirmation dialog holding `text` */
export async function confirmWith(on: Page, text: string, answer: "Yes" | "No"): Promise<void> {
  const dialog = on.getByRole("alertdialog").filter({ hasText: text });
  await dialog.waitFor();
  await dialog.getByRole("button", { name: answer }).click();
  await dialog.waitFor({ state: "detached" });
}
