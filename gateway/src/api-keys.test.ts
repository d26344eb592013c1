import { presentedKey } from "./api-keys";

/** A request as presentedKey reads it: its headers, by name in any case. */
const request = (headers: Record<string, string>) => {
  const lower = Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));
  return { headers: lower, get: (name: string) => lower[name.toLowerCase()] } as never;
};

const KEY = `wok_1a2b3c4d_${"A".repeat(43)}`;

describe("the API key a request presents", () => {
  it("is X-Api-Key's value, whatever Authorization says", () => {
    expect(presentedKey(request({ "X-Api-Key": ` ${KEY} ` }))).toBe(KEY);
    expect(presentedKey(request({ "X-Api-Key": KEY, Authorization: "Bearer eyJhbGciOiJFZERTQSJ9.e30.x" }))).toBe(KEY);
    // present but empty: a key, which identity refuses (never passed on as a person's call)
    expect(presentedKey(request({ "X-Api-Key": "" }))).toBe("");
  });

  it("is a Bearer value that starts wok_, and nothing else", () => {
    expect(presentedKey(request({ Authorization: `Bearer ${KEY}` }))).toBe(KEY);
    expect(presentedKey(request({ Authorization: "Bearer eyJhbGciOiJFZERTQSJ9.e30.x" }))).toBeNull();
    expect(presentedKey(request({ Authorization: `Basic ${KEY}` }))).toBeNull();
    expect(presentedKey(request({}))).toBeNull();
  });
});
