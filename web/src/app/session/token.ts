/** When a JWT expires (its `exp`, in ms), read without verifying: only to plan its renewal. */
export function tokenExpiry(token: string | null | undefined): number | null {
  if (!token) return null;
  const payload = token.split(".")[1];
  if (!payload) return null;
  try {
    const json = atob(
      payload
        .replace(/-/g, "+")
        .replace(/_/g, "/")
        .padEnd(Math.ceil(payload.length / 4) * 4, "="),
    );
    const exp = (JSON.parse(json) as { exp?: unknown }).exp;
    return typeof exp === "number" ? exp * 1000 : null;
  } catch {
    return null;
  }
}

export function isExpired(token: string | null | undefined, now = Date.now()): boolean {
  const exp = tokenExpiry(token);
  return exp !== null && exp <= now;
}

/** Renew this long before the token expires */
export const RENEW_BEFORE_MS = 60_000;

/** How long to wait before renewing: shortly before expiry (a minute, or a fifth of a short life) */
export function renewalDelay(expiresAt: number, now = Date.now()): number {
  const left = expiresAt - now;
  const margin = Math.min(RENEW_BEFORE_MS, Math.max(0, left) / 5);
  return Math.max(0, left - margin);
}
