/**
 * The browser storage the product uses (spec §9): local storage keys token, authprop, remtoken,
 * baseUrl, gridState and viewstate; session storage holds the non-return flag that stops the
 * remember-me token signing straight back in after a logout.
 */
export const KEYS = {
  token: "token",
  authprop: "authprop",
  remtoken: "remtoken",
  baseUrl: "baseUrl",
  gridState: "gridState",
  viewstate: "viewstate",
} as const;

export const NON_RETURN_FLAG = "nonreturn";

export type StorageKey = (typeof KEYS)[keyof typeof KEYS];

function safe<T>(fn: () => T, fallback: T): T {
  try {
    return fn();
  } catch {
    return fallback;
  }
}

/** Reads local storage, falling back to session storage */
export function readKey(key: StorageKey): string | null {
  return safe(() => localStorage.getItem(key), null) ?? safe(() => sessionStorage.getItem(key), null);
}

/** Writes local storage, or session storage when local storage refuses */
export function writeKey(key: StorageKey, value: string | null | undefined): void {
  if (value === null || value === undefined) {
    removeKey(key);
    return;
  }
  try {
    localStorage.setItem(key, value);
  } catch {
    safe(() => sessionStorage.setItem(key, value), undefined);
  }
}

export function removeKey(key: StorageKey): void {
  safe(() => localStorage.removeItem(key), undefined);
  safe(() => sessionStorage.removeItem(key), undefined);
}

/** Clears local and session storage (session invalid, logout) */
export function clearStorage(): void {
  safe(() => localStorage.clear(), undefined);
  safe(() => sessionStorage.clear(), undefined);
}

export function setNonReturnFlag(): void {
  safe(() => sessionStorage.setItem(NON_RETURN_FLAG, "1"), undefined);
}

export function clearNonReturnFlag(): void {
  safe(() => sessionStorage.removeItem(NON_RETURN_FLAG), undefined);
}

export function hasNonReturnFlag(): boolean {
  return safe(() => sessionStorage.getItem(NON_RETURN_FLAG) !== null, false);
}
