import { createHash } from "node:crypto";
import fs from "node:fs";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import express from "express";
import S3rver from "s3rver";
import { getSignedUrl } from "@aws-sdk/s3-request-presigner";
import { GetObjectCommand } from "@aws-sdk/client-s3";
import { PayloadTooLargeError } from "../errors";
import { LocalFileStorage } from "./local";
import { S3FileStorage } from "./s3";
import { signedFileHandler } from "./serve";
import type { FileStorage } from "./storage";

/** `n` deterministic pseudo-random bytes, produced in 64 KB chunks (never one buffer). */
function bytes(n: number, seed = 1): Readable {
  let left = n;
  let x = seed;
  return new Readable({
    read() {
      if (left <= 0) return this.push(null);
      const size = Math.min(left, 64 * 1024);
      const chunk = Buffer.allocUnsafe(size);
      for (let i = 0; i < size; i++) {
        x = (x * 1103515245 + 12345) & 0x7fffffff;
        chunk[i] = x >>> 16;
      }
      left -= size;
      this.push(chunk);
    },
  });
}

async function digest(stream: AsyncIterable<Buffer | Uint8Array>): Promise<{ sha: string; size: number }> {
  const h = createHash("sha256");
  let size = 0;
  for await (const chunk of stream) {
    h.update(chunk);
    size += chunk.length;
  }
  return { sha: h.digest("hex"), size };
}

async function fetchDigest(url: string): Promise<{ status: number; type: string | null; sha?: string; size?: number }> {
  const res = await fetch(url);
  if (!res.ok) {
    await res.arrayBuffer();
    return { status: res.status, type: res.headers.get("content-type") };
  }
  const d = await digest(res.body as unknown as AsyncIterable<Uint8Array>);
  return { status: res.status, type: res.headers.get("content-type"), ...d };
}

interface Harness {
  storage: FileStorage;
  /** A link already expired (signed as if an hour ago). */
  expiredLink(key: string): Promise<string>;
  /** Makes a link absolute, as a browser resolves it against the page. */
  absolute(link: string): string;
  /** Whether the server checks a link's signature (s3rver does not check V4 signatures, only their expiry: real S3 does). */
  checksSignatures: boolean;
  close(): Promise<void>;
}

const MAX = 4 * 1024 * 1024;
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "wo-storage-test-"));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

async function localHarness(): Promise<Harness> {
  let clock = Math.floor(Date.now() / 1000);
  const storage = new LocalFileStorage({
    dir: path.join(tmp, "local"),
    linkSecret: "a-test-secret-of-at-least-thirty-two-characters",
    linkBase: "/files",
    linkTtl: 300,
    maxBytes: MAX,
    now: () => clock,
  });
  const app = express();
  app.get("/files/*key", signedFileHandler(storage));
  const server = app.listen(0, "127.0.0.1");
  await new Promise((r) => server.once("listening", r));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    storage,
    async expiredLink(key) {
      const saved = clock;
      clock -= 3600;
      const link = await storage.signedUrl(key, { expiresIn: 60 });
      clock = saved;
      return link;
    },
    absolute: (link) => base + link,
    checksSignatures: true,
    close: () => new Promise((r) => server.close(() => r())),
  };
}

async function s3Harness(): Promise<Harness> {
  const s3rver = new S3rver({
    port: 0,
    address: "127.0.0.1",
    silent: true,
    directory: path.join(tmp, "s3"),
    configureBuckets: [{ name: "wo-files" }],
  });
  const { port } = (await s3rver.run()) as AddressInfo;
  const storage = new S3FileStorage({
    bucket: "wo-files",
    client: {
      region: "eu-west-2",
      endpoint: `http://127.0.0.1:${port}`,
      forcePathStyle: true,
      credentials: { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" },
    },
    linkTtl: 300,
    maxBytes: MAX,
  });
  return {
    storage,
    expiredLink: (key) =>
      getSignedUrl(storage.client, new GetObjectCommand({ Bucket: "wo-files", Key: key }), {
        expiresIn: 60,
        signingDate: new Date(Date.now() - 3600_000),
      }),
    absolute: (link) => link,
    checksSignatures: false,
    close: async () => {
      storage.client.destroy();
      await s3rver.close();
    },
  };
}

describe.each([
  ["local folder", localHarness],
  ["S3 (s3rver)", s3Harness],
])("file storage: %s", (_name, make) => {
  let h: Harness;
  beforeAll(async () => {
    h = await make();
  });
  afterAll(() => h.close());

  it("puts a stream and gets the same bytes back, with its type and size", async () => {
    const want = await digest(bytes(100_000, 7));
    const stored = await h.storage.put("clients/1/logo.png", bytes(100_000, 7), { contentType: "image/png" });
    expect(stored).toEqual({ key: "clients/1/logo.png", size: 100_000, contentType: "image/png" });
    const file = await h.storage.get("clients/1/logo.png");
    expect(file.contentType).toBe("image/png");
    expect(file.size).toBe(100_000);
    expect(await digest(file.stream)).toEqual(want);
  });

  it("stats and checks existence; replaces a file put again under the same key", async () => {
    await h.storage.put("a/b.txt", Readable.from([Buffer.from("first")]), { contentType: "text/plain" });
    expect(await h.storage.stat("a/b.txt")).toEqual({ key: "a/b.txt", size: 5, contentType: "text/plain" });
    await h.storage.put("a/b.txt", Readable.from([Buffer.from("second!")]), { contentType: "text/csv" });
    expect(await h.storage.stat("a/b.txt")).toEqual({ key: "a/b.txt", size: 7, contentType: "text/csv" });
    expect(await h.storage.exists("a/b.txt")).toBe(true);
    expect(await h.storage.stat("a/none.txt")).toBeNull();
    expect(await h.storage.exists("a/none.txt")).toBe(false);
  });

  it("deletes; deleting again is not an error; getting a deleted file fails", async () => {
    await h.storage.put("gone/x.bin", Readable.from([Buffer.from([1, 2, 3])]), { contentType: "application/octet-stream" });
    await h.storage.delete("gone/x.bin");
    expect(await h.storage.exists("gone/x.bin")).toBe(false);
    await expect(h.storage.delete("gone/x.bin")).resolves.toBeUndefined();
    await expect(h.storage.get("gone/x.bin")).rejects.toThrow("No stored file gone/x.bin");
  });

  it("gives a signed link that downloads the file with its type, and refuses it once expired or altered", async () => {
    await h.storage.put("links/logo.jpg", bytes(5000, 3), { contentType: "image/jpeg" });
    const want = await digest(bytes(5000, 3));
    const link = h.absolute(await h.storage.signedUrl("links/logo.jpg"));
    expect(await fetchDigest(link)).toEqual({ status: 200, type: "image/jpeg", ...want });

    expect((await fetchDigest(h.absolute(await h.expiredLink("links/logo.jpg")))).status).toBe(403);
    if (!h.checksSignatures) return;
    const forged = link.replace(/([?&](?:signature|X-Amz-Signature)=)(.)/, (_m, p: string, c: string) => p + (c === "a" ? "b" : "a"));
    expect(forged).not.toBe(link);
    expect((await fetchDigest(forged)).status).toBe(403);
    const otherKey = link.replace("links/logo.jpg", "links/other.jpg");
    expect((await fetchDigest(otherKey)).status).toBe(403);
  });

  it("streams a large file in and out (several multipart parts on S3)", async () => {
    const size = 12 * 1024 * 1024 + 123;
    const want = await digest(bytes(size, 11));
    const stored = await h.storage.put("big/file.bin", bytes(size, 11), { contentType: "application/octet-stream", maxBytes: 16 * 1024 * 1024 });
    expect(stored.size).toBe(size);
    expect(await digest((await h.storage.get("big/file.bin")).stream)).toEqual(want);
  });

  it("refuses a file over the size limit and keeps nothing of it", async () => {
    const put = h.storage.put("limit/too-big.bin", bytes(MAX + 1), { contentType: "application/octet-stream" });
    await expect(put).rejects.toBeInstanceOf(PayloadTooLargeError);
    await expect(put).rejects.toThrow("The file is too large: the limit is 4 MB");
    expect(await h.storage.exists("limit/too-big.bin")).toBe(false);
  });

  it("refuses keys that could leave the store", async () => {
    for (const key of ["../x", "a/../../x", "/abs", "a//b", ""]) {
      await expect(h.storage.put(key, Readable.from([Buffer.from("x")]), { contentType: "text/plain" })).rejects.toThrow("Invalid storage key");
    }
  });
});
