import { Transform, type Readable, type TransformCallback } from "node:stream";
import { PayloadTooLargeError } from "../errors";

/** What storage knows of a stored file. */
export interface FileStat {
  key: string;
  size: number;
  contentType: string;
}

export interface PutOptions {
  contentType: string;
  /** Refuse (PayloadTooLargeError, nothing kept) a body longer than this; the storage's own limit when absent. */
  maxBytes?: number;
}

export interface SignedLinkOptions {
  /** Seconds the link works for; the storage's default (FILE_LINK_TTL) when absent. */
  expiresIn?: number;
}

/**
 * The storage port: files by key, streamed in and out (never held whole in memory), and short-lived
 * signed download links. Two adapters: a local folder (LocalFileStorage) and S3 (S3FileStorage).
 */
export interface FileStorage {
  readonly kind: "local" | "s3";
  /** Streams `body` to `key` (replacing what was there); answers what was stored. */
  put(key: string, body: Readable, options: PutOptions): Promise<FileStat>;
  /** The file's bytes as a stream, with its type and size; NotFound when there is none. */
  get(key: string): Promise<FileStat & { stream: Readable }>;
  /** Removes the file; a missing one is not an error. */
  delete(key: string): Promise<void>;
  /** The file's size and type, or null when there is none. */
  stat(key: string): Promise<FileStat | null>;
  exists(key: string): Promise<boolean>;
  /** A link anyone holding it may download the file with until it expires. */
  signedUrl(key: string, options?: SignedLinkOptions): Promise<string>;
}

/** A file the storage does not have. */
export class StoredFileNotFoundError extends Error {
  constructor(readonly key: string) {
    super(`No stored file ${key}`);
  }
}

/** Keys are relative paths of safe segments: letters, digits, `.`, `_`, `-`, separated by `/`; never `..`. */
const KEY = /^[A-Za-z0-9_][A-Za-z0-9._-]*(\/[A-Za-z0-9_][A-Za-z0-9._-]*)*$/;

export function assertValidKey(key: string): string {
  if (!KEY.test(key) || key.length > 512 || key.split("/").some((s) => s === "." || s === "..")) {
    throw new Error(`Invalid storage key: ${JSON.stringify(key)}`);
  }
  return key;
}

export function describeBytes(n: number): string {
  if (n >= 1024 * 1024 && n % (1024 * 1024) === 0) return `${n / (1024 * 1024)} MB`;
  if (n >= 1024 && n % 1024 === 0) return `${n / 1024} KB`;
  return `${n} bytes`;
}

export function tooLarge(maxBytes: number): PayloadTooLargeError {
  return new PayloadTooLargeError(`The file is too large: the limit is ${describeBytes(maxBytes)}`);
}

/** Passes bytes through, counting them; fails with PayloadTooLargeError past `maxBytes`. */
export class ByteLimit extends Transform {
  bytes = 0;
  constructor(readonly maxBytes: number) {
    super();
  }
  override _transform(chunk: Buffer, _enc: BufferEncoding, done: TransformCallback): void {
    this.bytes += chunk.length;
    if (this.bytes > this.maxBytes) done(tooLarge(this.maxBytes));
    else done(null, chunk);
  }
}

/** An error a source stream carries when it was cut at an upload limit (graphql-upload's http-errors 413, busboy's limit). */
export function isTooLarge(e: unknown): boolean {
  if (e instanceof PayloadTooLargeError) return true;
  const status = (e as { status?: unknown; statusCode?: unknown } | null)?.status ?? (e as { statusCode?: unknown } | null)?.statusCode;
  return status === 413;
}
