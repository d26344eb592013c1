import path from "node:path";
import { z } from "zod";
import { flagFalse, loadConfig } from "../config";
import { LocalFileStorage } from "./local";
import { S3FileStorage } from "./s3";
import type { FileStorage } from "./storage";

/** The repository's root (services/shared/{src,dist}/storage -> the root). */
const ROOT = path.resolve(__dirname, "../../../..");

export const DEFAULT_UPLOAD_MAX_BYTES = 25 * 1024 * 1024;

/** The upload size limit every process that takes files applies (subgraphs, the gateway, storage). */
export const uploadMaxBytes = z.coerce.number().int().min(1).default(DEFAULT_UPLOAD_MAX_BYTES);

/** Where files go and how their links are signed; read by the services that keep files and by the gateway (which serves local links). */
export const storageConfigSchema = z
  .object({
    STORAGE: z.enum(["local", "s3"]).default("local"),
    /** The local adapter's folder. */
    FILES_DIR: z
      .string()
      .min(1)
      .default(path.join(ROOT, ".data", "files")),
    /** HMAC key of local download links (made and kept in .data/keys by `npm start`, fresh per `npm test`). */
    FILE_LINK_SECRET: z.string().min(32).optional(),
    /** Where the gateway serves local signed links: relative to the gateway by default. */
    FILE_LINK_BASE: z.string().min(1).default("/files"),
    /** Lifetime of a signed download link, seconds. */
    FILE_LINK_TTL: z.coerce
      .number()
      .int()
      .min(10)
      .max(7 * 24 * 3600)
      .default(900),
    UPLOAD_MAX_BYTES: uploadMaxBytes,
    S3_BUCKET: z.string().min(1).optional(),
    S3_ENDPOINT: z.string().url().optional(),
    S3_REGION: z.string().min(1).default("eu-west-2"),
    S3_FORCE_PATH_STYLE: flagFalse,
  })
  .superRefine((c, ctx) => {
    if (c.STORAGE === "s3" && !c.S3_BUCKET) ctx.addIssue({ code: "custom", path: ["S3_BUCKET"], message: "required with STORAGE=s3" });
  });

export type StorageConfig = z.infer<typeof storageConfigSchema>;

export function createStorage(c: StorageConfig): FileStorage {
  if (c.STORAGE === "s3") {
    return new S3FileStorage({
      bucket: c.S3_BUCKET!,
      client: { region: c.S3_REGION, endpoint: c.S3_ENDPOINT, forcePathStyle: c.S3_FORCE_PATH_STYLE },
      linkTtl: c.FILE_LINK_TTL,
      maxBytes: c.UPLOAD_MAX_BYTES,
    });
  }
  return new LocalFileStorage({
    dir: c.FILES_DIR,
    linkSecret: c.FILE_LINK_SECRET ?? null,
    linkBase: c.FILE_LINK_BASE,
    linkTtl: c.FILE_LINK_TTL,
    maxBytes: c.UPLOAD_MAX_BYTES,
  });
}

/**
 * A process that signs or checks local download links (the assets service, the gateway) needs the
 * secret: checked at its start. (A seeder that only stores files does not.)
 */
export function assertLinkSigning(c: StorageConfig): void {
  if (c.STORAGE === "local" && !c.FILE_LINK_SECRET) throw new Error("Invalid configuration:\n  FILE_LINK_SECRET: required with STORAGE=local");
}

/** The process's storage configuration (parsed once). */
export function fileStorageConfig(env: NodeJS.ProcessEnv = process.env): StorageConfig {
  fileStorage(env);
  return configured!.config;
}

let configured: { config: StorageConfig; storage: FileStorage } | null = null;

/** The process's storage, from its environment (parsed once; a bad setting throws naming it). */
export function fileStorage(env: NodeJS.ProcessEnv = process.env): FileStorage {
  if (!configured) {
    const config = loadConfig(storageConfigSchema, env);
    configured = { config, storage: createStorage(config) };
  }
  return configured.storage;
}

/** The origin signed links point at when they are not the gateway's own (S3): the web app's CSP lets images come from it. */
export function storageLinkOrigin(c: StorageConfig): string | null {
  if (c.STORAGE === "s3") {
    if (c.S3_ENDPOINT) return new URL(c.S3_ENDPOINT).origin;
    return `https://${c.S3_BUCKET}.s3.${c.S3_REGION}.amazonaws.com`;
  }
  return /^https?:\/\//.test(c.FILE_LINK_BASE) ? new URL(c.FILE_LINK_BASE).origin : null;
}
