import { generateKeyPairSync } from "node:crypto";
import { signAccessToken, TokenError, verifyAccessToken, bearerToken, type AccessClaims } from "./token";

const pair = () => {
  const { privateKey, publicKey } = generateKeyPairSync("ed25519");
  return {
    priv: privateKey.export({ type: "pkcs8", format: "pem" }).toString(),
    pub: publicKey.export({ type: "spki", format: "pem" }).toString(),
  };
};

const claims: AccessClaims = {
  sub: "7",
  sid: "s-1",
  kind: "client",
  ut: 2,
  dep: null,
  cli: 3,
  con: null,
  perm: { userProfile: "full" },
  name: "Fiona",
};

const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString("base64url");

describe("access tokens", () => {
  const keys = pair();

  it("round-trips the claims of a token identity signed", async () => {
    const { token, expiresAt } = await signAccessToken(claims, keys.priv, 60);
    const verified = await verifyAccessToken(token, keys.pub);
    expect(verified).toMatchObject({ sub: "7", sid: "s-1", kind: "client", cli: 3, perm: { userProfile: "full" } });
    expect(expiresAt.getTime()).toBeGreaterThan(Date.now());
  });

  it("rejects a token whose payload was changed", async () => {
    const { token } = await signAccessToken(claims, keys.priv, 60);
    const [h, , s] = token.split(".");
    const forged = `${h}.${b64({ ...claims, kind: "admin", iss: "wo-identity", aud: "wo", exp: Math.floor(Date.now() / 1000) + 60 })}.${s}`;
    await expect(verifyAccessToken(forged, keys.pub)).rejects.toMatchObject({ problem: "invalid" });
  });

  it("rejects an unsigned token (alg none)", async () => {
    const unsigned = `${b64({ alg: "none", typ: "JWT" })}.${b64({ ...claims, iss: "wo-identity", aud: "wo", exp: Math.floor(Date.now() / 1000) + 60 })}.`;
    await expect(verifyAccessToken(unsigned, keys.pub)).rejects.toBeInstanceOf(TokenError);
  });

  it("rejects a token signed with another key", async () => {
    const other = pair();
    const { token } = await signAccessToken(claims, other.priv, 60);
    await expect(verifyAccessToken(token, keys.pub)).rejects.toMatchObject({ problem: "invalid" });
  });

  it("reports an expired token as expired", async () => {
    const { token } = await signAccessToken(claims, keys.priv, -10);
    await expect(verifyAccessToken(token, keys.pub)).rejects.toMatchObject({ problem: "expired" });
  });

  it("reads only well-formed bearer headers", () => {
    expect(bearerToken("Bearer abc.def.ghi")).toBe("abc.def.ghi");
    expect(bearerToken("bearer   xyz")).toBe("xyz");
    expect(bearerToken("Basic dXNlcg==")).toBeNull();
    expect(bearerToken(undefined)).toBeNull();
  });
});
