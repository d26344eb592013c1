import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { finished } from "node:stream/promises";
import busboy from "busboy";
import type { NextFunction, Request, Response } from "express";
import Upload from "graphql-upload/Upload.mjs";
import { describeBytes } from "@wo/shared";

/** A file a legacy multipart post carried, ready to go into an operation's Upload variable. */
export interface ShimFile {
  /** The form field it came in. */
  fieldName: string;
  filename: string;
  mimetype: string;
  size: number;
  /** graphql-upload's Upload: put it in the operation's variables; the gateway streams it on to the subgraph. */
  upload: Upload;
}

export interface RequestWithFiles extends Request {
  shimFiles?: ShimFile[];
}

/**
 * Parses a legacy multipart/form-data post (the upload pages, POST /api/Clients/UploadLogo/{id}):
 * its text fields become the body, each file is spooled to a temporary file as it arrives (never
 * held in memory) and handed to the shim as an Upload; the temporary files go when the answer is
 * sent. An empty file part (a form sent with nothing chosen) counts as no file. A file over
 * `maxBytes` answers 413. Any other content type passes on untouched.
 */
export function legacyMultipart(maxBytes: number) {
  return (req: RequestWithFiles, res: Response, next: NextFunction): void => {
    if (!req.is("multipart/form-data")) {
      next();
      return;
    }
    const spooled: string[] = [];
    res.once("close", () => {
      for (const file of spooled) fs.rm(file, { force: true }, () => undefined);
    });
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: req.headers,
        defParamCharset: "utf8",
        limits: { fileSize: maxBytes, files: 5, fields: 100, fieldSize: 1024 * 1024 },
      });
    } catch {
      res.status(400).json({ Message: "Malformed request body" });
      return;
    }
    const fields: Record<string, string> = {};
    const writes: Promise<ShimFile | null>[] = [];
    let tooLarge = false;
    let failed: unknown = null;
    parser.on("field", (name, value) => {
      fields[name] = value;
    });
    parser.on("file", (fieldName, stream, info) => {
      const tmp = path.join(os.tmpdir(), `wo-upload-${randomBytes(8).toString("hex")}`);
      spooled.push(tmp);
      let size = 0;
      stream.on("data", (chunk: Buffer) => (size += chunk.length));
      stream.on("limit", () => (tooLarge = true));
      const out = fs.createWriteStream(tmp);
      stream.pipe(out);
      writes.push(
        finished(out).then(() => {
          if (!size && !info.filename) return null;
          const upload = new Upload();
          upload.resolve({
            filename: info.filename ?? "",
            mimetype: info.mimeType,
            encoding: info.encoding,
            createReadStream: () => fs.createReadStream(tmp),
          } as never);
          return { fieldName, filename: info.filename ?? "", mimetype: info.mimeType, size, upload };
        }),
      );
    });
    parser.on("error", (e) => {
      if (failed) return;
      failed = e;
      req.unpipe(parser);
      req.resume();
      res.status(400).json({ Message: "Malformed request body" });
    });
    parser.on("close", () => {
      if (failed) return;
      Promise.all(writes).then(
        (files) => {
          if (tooLarge) {
            res.status(413).json({ Message: `The file is too large: the limit is ${describeBytes(maxBytes)}` });
            return;
          }
          req.body = fields;
          req.shimFiles = files.filter((f): f is ShimFile => f !== null);
          next();
        },
        (e: unknown) => next(e),
      );
    });
    req.pipe(parser);
  };
}
