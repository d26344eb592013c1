import { createHmac, timingSafeEqual } from "node:crypto";
import { lookup } from "node:dns/promises";
import { BlockList, isIP } from "node:net";

/**
 * The rules of a webhook's target (docs/webhooks.md "Where a webhook may go"): `https` only, and
 * never an address in a private, loopback, link-local or otherwise non-public range, checked on
 * save (a literal address) and again at every delivery on the addresses the name resolves to (so a
 * name that later resolves to 10.0.0.1, DNS rebinding, is refused then). `WEBHOOK_ALLOW_LOOPBACK=true`
 * opens `http` and the loopback addresses (127.0.0.0/8, ::1) for tests and a developer's machine.
 */

/** Ranges never delivered to. Node's BlockList also matches IPv4-mapped IPv6 (::ffff:10.0.0.1) against the IPv4 ranges. */
const PRIVATE = new BlockList();
const LOOPBACK = new BlockList();
for (const [net, prefix] of [
  ["0.0.0.0", 8], // "this network"
  ["10.0.0.0", 8],
  ["100.64.0.0", 10], // carrier-grade NAT
  ["172.16.0.0", 12],
  ["192.168.0.0", 16],
  ["169.254.0.0", 16], // link-local, cloud metadata services
  ["192.0.0.0", 24],
  ["198.18.0.0", 15],
  ["224.0.0.0", 4], // multicast
  ["240.0.0.0", 4], // reserved, broadcast
] as const)
  PRIVATE.addSubnet(net, prefix, "ipv4");
for (const [net, prefix] of [
  ["::", 128],
  ["fc00::", 7], // unique local
  ["fe80::", 10], // link-local
  ["ff00::", 8], // multicast
  ["64:ff9b::", 96], // NAT64 of any IPv4 address
] as const)
  PRIVATE.addSubnet(net, prefix, "ipv6");
LOOPBACK.addSubnet("127.0.0.0", 8, "ipv4");
LOOPBACK.addAddress("::1", "ipv6");

/** Whether `address` (a literal IPv4 or IPv6 address) is loopback. */
export function isLoopbackAddress(address: string): boolean {
  const v = isIP(address);
  return v !== 0 && LOOPBACK.check(address, v === 4 ? "ipv4" : "ipv6");
}

/** Whether `address` (a literal IPv4 or IPv6 address) is one a webhook may never reach (loopback included); not an address: true. */
export function isPrivateAddress(address: string): boolean {
  const v = isIP(address);
  if (v === 0) return true;
  const type = v === 4 ? "ipv4" : "ipv6";
  return PRIVATE.check(address, type) || LOOPBACK.check(address, type);
}

export interface TargetRules {
  /** WEBHOOK_ALLOW_LOOPBACK: http and loopback addresses allowed (tests, a developer's machine) */
  allowLoopback: boolean;
}

export const webhookTargetRules = (env: NodeJS.ProcessEnv = process.env): TargetRules => ({ allowLoopback: env.WEBHOOK_ALLOW_LOOPBACK === "true" });

const addressAllowed = (address: string, rules: TargetRules) => !isPrivateAddress(address) || (rules.allowLoopback && isLoopbackAddress(address));

/** The URL's host without IPv6 brackets. */
const hostOf = (url: URL) => url.hostname.replace(/^\[(.*)\]$/, "$1");

/**
 * Why a webhook URL is refused on save, or null: not a URL, not https (http only with the loopback
 * setting), credentials in it, or a literal address in a private range. A name is checked when it
 * is delivered to (deliveryAddress).
 */
export function webhookUrlProblem(value: string, rules: TargetRules): string | null {
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    return "Enter a full URL, e.g. https://example.org/hooks/work-orders";
  }
  if (url.protocol !== "https:" && !(rules.allowLoopback && url.protocol === "http:")) return "The URL must start with https://";
  if (url.username || url.password) return "The URL must not carry a user name or password: use the secret to authenticate deliveries";
  if (value.length > 2000) return "The URL is longer than 2,000 characters";
  const host = hostOf(url);
  if (isIP(host) && !addressAllowed(host, rules))
    return `The address ${host} is in a private or reserved range: webhooks go only to public addresses`;
  if (!isIP(host) && /^(localhost|.*\.localhost|.*\.local|.*\.internal)$/i.test(host) && !rules.allowLoopback)
    return `The host ${host} is a local name: webhooks go only to public addresses`;
  return null;
}

/**
 * The address a delivery connects to: the URL's host resolved now, every address it resolves to
 * checked (a name with one private address among public ones is refused). Throws with the reason.
 */
export async function deliveryAddress(
  value: string,
  rules: TargetRules,
  resolve: (host: string) => Promise<{ address: string; family: number }[]> = (host) => lookup(host, { all: true, verbatim: true }),
): Promise<{ address: string; family: 4 | 6 }> {
  const problem = webhookUrlProblem(value, rules);
  if (problem) throw new Error(problem);
  const host = hostOf(new URL(value));
  const found = isIP(host) ? [{ address: host, family: isIP(host) }] : await resolve(host);
  if (!found.length) throw new Error(`${host} does not resolve`);
  const bad = found.find((a) => !addressAllowed(a.address, rules));
  if (bad) throw new Error(`${host} resolves to ${bad.address}, a private or reserved address: not delivered`);
  return { address: found[0]!.address, family: found[0]!.family as 4 | 6 };
}

/** The signature header's name and value: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">`. */
export const SIGNATURE_HEADER = "X-Webhook-Signature";
export const EVENT_ID_HEADER = "X-Webhook-Id";
export const EVENT_TYPE_HEADER = "X-Webhook-Event";

export function webhookSignature(secret: string, body: string, unixSeconds: number): string {
  const mac = createHmac("sha256", secret).update(`${unixSeconds}.${body}`).digest("hex");
  return `t=${unixSeconds},v1=${mac}`;
}

/** A receiver's check (also the tests'): the header's signature is the body's, made within `toleranceSeconds` of `now`. */
export function verifyWebhookSignature(secret: string, body: string, header: string, toleranceSeconds = 300, now = Date.now()): boolean {
  const parts = Object.fromEntries(header.split(",").map((p) => p.split("=", 2) as [string, string]));
  const t = Number(parts.t);
  if (!Number.isInteger(t) || !parts.v1 || Math.abs(now / 1000 - t) > toleranceSeconds) return false;
  const expected = Buffer.from(webhookSignature(secret, body, t).split("v1=")[1]!, "hex");
  const given = Buffer.from(parts.v1, "hex");
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * How long webhook events are kept (docs/webhooks.md): work-orders' after their dispatch, billing's
 * after they happened. work-orders copies billing's events of this window only, so one it dispatched
 * and then pruned (dispatched after it happened) is never copied again, and none is dispatched twice.
 */
export const WEBHOOK_EVENT_RETENTION_DAYS = 7;
