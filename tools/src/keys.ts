import { createPrivateKey, createPublicKey, generateKeyPairSync, randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

export interface AuthKeys {
  AUTH_PRIVATE_KEY: string;
  AUTH_PUBLIC_KEY: string;
  /** The HMAC key of local signed download links (assets signs them, the gateway checks them). */
  FILE_LINK_SECRET: string;
}

const newLinkSecret = () => randomBytes(32).toString("base64url");

export function generateKeys(): AuthKeys {
  const { privateKey, publicKey } = generateKeyPairSync("ed25519");
  return {
    AUTH_PRIVATE_KEY: privateKey.export({ type: "pkcs8", format: "pem" }).toString(),
    AUTH_PUBLIC_KEY: publicKey.export({ type: "spki", format: "pem" }).toString(),
    FILE_LINK_SECRET: newLinkSecret(),
  };
}

/**
 * The Ed25519 key pair identity signs access tokens with: from the environment when given,
 * otherwise kept in `dir` (made on first start, so sessions survive restarts).
 */
export function authKeys(dir: string, env: NodeJS.ProcessEnv = process.env): AuthKeys {
  const FILE_LINK_SECRET = env.FILE_LINK_SECRET || linkSecret(dir);
  if (env.AUTH_PRIVATE_KEY && env.AUTH_PUBLIC_KEY) {
    return { AUTH_PRIVATE_KEY: env.AUTH_PRIVATE_KEY, AUTH_PUBLIC_KEY: env.AUTH_PUBLIC_KEY, FILE_LINK_SECRET };
  }
  const file = path.join(dir, "auth-ed25519.pem");
  if (!fs.existsSync(file)) {
    fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
    fs.writeFileSync(file, generateKeys().AUTH_PRIVATE_KEY, { mode: 0o600 });
  }
  const pem = fs.readFileSync(file, "utf8");
  const publicPem = createPublicKey(createPrivateKey(pem)).export({ type: "spki", format: "pem" }).toString();
  return { AUTH_PRIVATE_KEY: pem, AUTH_PUBLIC_KEY: publicPem, FILE_LINK_SECRET };
}

/** The link-signing secret kept in `dir` (made on first start, so links and sessions survive restarts alike). */
function linkSecret(dir: string): string {
  const file = path.join(dir, "file-link.secret");
  if (!fs.existsSync(file)) {
    fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
    fs.writeFileSync(file, newLinkSecret(), { mode: 0o600 });
  }
  return fs.readFileSync(file, "utf8").trim();
}
