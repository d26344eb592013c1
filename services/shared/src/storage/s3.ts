import type { Readable } from "node:stream";
import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, S3Client, type S3ClientConfig } from "@aws-sdk/client-s3";
import { Upload } from "@aws-sdk/lib-storage";
import { getSignedUrl } from "@aws-sdk/s3-request-presigner";
import {
  assertValidKey,
  ByteLimit,
  type FileStat,
  type FileStorage,
  type PutOptions,
  type SignedLinkOptions,
  StoredFileNotFoundError,
} from "./storage";

export interface S3StorageOptions {
  bucket: string;
  /** The SDK client's settings (region, endpoint, forcePathStyle); credentials come from the SDK's usual chain. */
  client: S3ClientConfig;
  /** Default lifetime of a signed link, seconds. */
  linkTtl: number;
  /** Default size limit of a put, bytes. */
  maxBytes: number;
}

function isNotFound(e: unknown): boolean {
  const err = e as { name?: string; $metadata?: { httpStatusCode?: number } };
  return err?.name === "NotFound" || err?.name === "NoSuchKey" || err?.$metadata?.httpStatusCode === 404;
}

/**
 * The S3 adapter: puts stream as multipart uploads (@aws-sdk/lib-storage, 5 MB parts, at most four
 * in flight), gets stream the object's body, signed links are presigned GETs.
 */
export class S3FileStorage implements FileStorage {
  readonly kind = "s3" as const;
  readonly client: S3Client;

  constructor(private readonly o: S3StorageOptions) {
    this.client = new S3Client(o.client);
  }

  async put(key: string, body: Readable, options: PutOptions): Promise<FileStat> {
    assertValidKey(key);
    const limit = new ByteLimit(options.maxBytes ?? this.o.maxBytes);
    body.on("error", (e) => limit.destroy(e));
    body.pipe(limit);
    let failure: unknown = null;
    limit.on("error", (e) => (failure ??= e));
    const upload = new Upload({
      client: this.client,
      params: { Bucket: this.o.bucket, Key: key, Body: limit, ContentType: options.contentType },
      queueSize: 4,
      partSize: 5 * 1024 * 1024,
      leavePartsOnError: false,
    });
    try {
      await upload.done();
    } catch (e) {
      body.destroy();
      throw failure ?? e;
    }
    if (failure) throw failure;
    return { key, size: limit.bytes, contentType: options.contentType };
  }

  async stat(key: string): Promise<FileStat | null> {
    try {
      const head = await this.client.send(new HeadObjectCommand({ Bucket: this.o.bucket, Key: assertValidKey(key) }));
      return { key, size: head.ContentLength ?? 0, contentType: head.ContentType ?? "application/octet-stream" };
    } catch (e) {
      if (isNotFound(e)) return null;
      throw e;
    }
  }

  async exists(key: string): Promise<boolean> {
    return (await this.stat(key)) !== null;
  }

  async get(key: string): Promise<FileStat & { stream: Readable }> {
    try {
      const out = await this.client.send(new GetObjectCommand({ Bucket: this.o.bucket, Key: assertValidKey(key) }));
      return {
        key,
        size: out.ContentLength ?? 0,
        contentType: out.ContentType ?? "application/octet-stream",
        stream: out.Body as Readable,
      };
    } catch (e) {
      if (isNotFound(e)) throw new StoredFileNotFoundError(key);
      throw e;
    }
  }

  async delete(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.o.bucket, Key: assertValidKey(key) }));
  }

  signedUrl(key: string, options: SignedLinkOptions = {}): Promise<string> {
    const command = new GetObjectCommand({ Bucket: this.o.bucket, Key: assertValidKey(key) });
    return getSignedUrl(this.client, command, { expiresIn: options.expiresIn ?? this.o.linkTtl });
  }
}
