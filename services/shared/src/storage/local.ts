import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import type { Readable } from "node:stream";
import {
  assertValidKey,
  ByteLimit,
  type FileStat,
  type FileStorage,
  type PutOptions,
  type SignedLinkOptions,
  StoredFileNotFoundError,
} from "./storage";

export interface LocalStorageOptions {
  /** The folder files live in (made on first use). */
  dir: string;
  /** The HMAC key download links are signed with (at least 32 characters); without one, links cannot be made or checked. */
  linkSecret: string | null;
  /** Where the gateway serves signed links, e.g. "/files" or "https://example.com/files". */
  linkBase: string;
  /** Default lifetime of a signed link, seconds. */
  linkTtl: number;
  /** Default size limit of a put, bytes. */
  maxBytes: number;
  /** The clock, seconds since the epoch (tests move it). */
  now?: () => number;
}

interface Meta {
  contentType: string;
}

/** Encodes a key for a URL path: each segment escaped, the slashes kept. */
export function encodeKeyPath(key: string): string {
  return key.split("/").map(encodeURIComponent).join("/");
}

export function linkSignature(secret: string, key: string, expires: number): string {
  return createHmac("sha256", secret).update(`${key}\n${expires}`).digest("base64url");
}

/**
 * The local-folder adapter: each file at `<dir>/<key>`, its content type beside it in
 * `<key>.meta.json`; written to a temporary name and renamed, so a reader never sees half a file.
 * Signed links point at the gateway's /files route, which checks them with `verifyLink`.
 */
export class LocalFileStorage implements FileStorage {
  readonly kind = "local" as const;
  private readonly now: () => number;

  constructor(private readonly o: LocalStorageOptions) {
    if (o.linkSecret !== null && o.linkSecret.length < 32) throw new Error("FILE_LINK_SECRET must be at least 32 characters");
    this.now = o.now ?? (() => Math.floor(Date.now() / 1000));
  }

  private pathOf(key: string): string {
    return path.join(this.o.dir, ...assertValidKey(key).split("/"));
  }

  async put(key: string, body: Readable, options: PutOptions): Promise<FileStat> {
    const file = this.pathOf(key);
    await fs.promises.mkdir(path.dirname(file), { recursive: true });
    const tmp = `${file}.${randomBytes(6).toString("hex")}.part`;
    const limit = new ByteLimit(options.maxBytes ?? this.o.maxBytes);
    try {
      await pipeline(body, limit, fs.createWriteStream(tmp, { flags: "wx" }));
      await fs.promises.writeFile(`${file}.meta.json`, JSON.stringify({ contentType: options.contentType } satisfies Meta));
      await fs.promises.rename(tmp, file);
    } catch (e) {
      await fs.promises.rm(tmp, { force: true });
      body.destroy();
      throw e;
    }
    return { key, size: limit.bytes, contentType: options.contentType };
  }

  async stat(key: string): Promise<FileStat | null> {
    const file = this.pathOf(key);
    try {
      const [st, meta] = await Promise.all([fs.promises.stat(file), fs.promises.readFile(`${file}.meta.json`, "utf8")]);
      return { key, size: st.size, contentType: (JSON.parse(meta) as Meta).contentType };
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code === "ENOENT") return null;
      throw e;
    }
  }

  async exists(key: string): Promise<boolean> {
    return (await this.stat(key)) !== null;
  }

  async get(key: string): Promise<FileStat & { stream: Readable }> {
    const st = await this.stat(key);
    if (!st) throw new StoredFileNotFoundError(key);
    return { ...st, stream: fs.createReadStream(this.pathOf(key)) };
  }

  async delete(key: string): Promise<void> {
    const file = this.pathOf(key);
    await Promise.all([fs.promises.rm(file, { force: true }), fs.promises.rm(`${file}.meta.json`, { force: true })]);
  }

  private secret(): string {
    if (!this.o.linkSecret) throw new Error("FILE_LINK_SECRET is not set: local download links cannot be signed");
    return this.o.linkSecret;
  }

  async signedUrl(key: string, options: SignedLinkOptions = {}): Promise<string> {
    assertValidKey(key);
    const expires = this.now() + (options.expiresIn ?? this.o.linkTtl);
    const signature = linkSignature(this.secret(), key, expires);
    return `${this.o.linkBase.replace(/\/$/, "")}/${encodeKeyPath(key)}?expires=${expires}&signature=${signature}`;
  }

  /** Whether a link's expiry and signature are good for `key` now (constant-time comparison). */
  verifyLink(key: string, expires: unknown, signature: unknown): boolean {
    if (typeof expires !== "string" || typeof signature !== "string" || !/^\d{1,12}$/.test(expires)) return false;
    const at = Number(expires);
    if (at < this.now()) return false;
    try {
      assertValidKey(key);
    } catch {
      return false;
    }
    const want = Buffer.from(linkSignature(this.secret(), key, at));
    const got = Buffer.from(signature);
    return want.length === got.length && timingSafeEqual(want, got);
  }
}
