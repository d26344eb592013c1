import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Readable } from "node:stream";
import busboy from "busboy";
import type { NextFunction, Request, Response } from "express";
import Upload from "graphql-upload/Upload.mjs";
import { describeBytes, HttpError } from "@wo/shared";

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

/** The prefix of every temporary file an upload is spooled to (in os.tmpdir()). */
export const SPOOL_PREFIX = "wo-upload-";

/** One file being spooled: where, and the streams that move it there. */
interface Spool {
  file: string;
  source: Readable;
  out: fs.WriteStream;
}

/** Stops writing a spooled file and removes it once its stream has let go (an open still pending would make it again). */
function removeSpool(spool: Spool): void {
  const rm = () => fs.rm(spool.file, { force: true }, () => undefined);
  spool.source.unpipe(spool.out);
  spool.source.resume();
  if (spool.out.closed) rm();
  else {
    spool.out.once("close", rm);
    spool.out.destroy();
  }
}

/**
 * Parses a legacy multipart/form-data post (the upload pages, POST /api/Clients/UploadLogo/{id}):
 * its text fields become the body, each file is spooled to a temporary file as it arrives (never
 * held in memory) and handed to the shim as an Upload; the temporary files go when the answer is
 * sent, or the connection closes. An empty file part (a form sent with nothing chosen) counts as no
 * file. A file over `maxBytes` answers 413 as soon as it passes the limit; a body that is not a
 * well-formed form (a part cut off, a missing boundary, too many parts), or that ends or fails on
 * the way, answers 400 `{ Message }`. Every stream's errors are handled here (the request, the
 * parser, each file and each temporary file), so no upload can end the process, and a failed one
 * leaves no file behind. Refusals go to the app's one error handler (answerErrors), which throws
 * away the rest of a body not read whole. Any other content type passes on untouched.
 */
export function legacyMultipart(maxBytes: number) {
  return (req: RequestWithFiles, res: Response, next: NextFunction): void => {
    if (!req.is("multipart/form-data")) {
      next();
      return;
    }
    const spools: Spool[] = [];
    let settled = false;
    res.once("close", () => {
      settled = true;
      req.unpipe();
      for (const s of spools) removeSpool(s);
    });
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: req.headers,
        defParamCharset: "utf8",
        limits: { fileSize: maxBytes, files: 5, fields: 100, fieldSize: 1024 * 1024, parts: 110, headerPairs: 20 },
      });
    } catch {
      next(new HttpError(400, "Malformed request body"));
      return;
    }
    /**
     * Ends the parse with an answer: nothing more is read, every spooled file goes. Called from
     * busboy's own events, it stops the parser on the next tick: busboy still works on its state after
     * an event returns (a file's 'limit'), and destroying it under itself throws.
     */
    const fail = (status: number, message: string) => {
      if (settled) return;
      settled = true;
      process.nextTick(() => {
        req.unpipe(parser);
        parser.destroy();
        for (const s of spools) removeSpool(s);
        next(new HttpError(status, message));
      });
    };
    const malformed = () => fail(400, "Malformed request body");
    const fields: Record<string, string> = {};
    const files: Promise<ShimFile | null>[] = [];
    parser.on("field", (name, value) => {
      fields[name] = value;
    });
    parser.on("file", (fieldName, stream, info) => {
      const file = path.join(os.tmpdir(), `${SPOOL_PREFIX}${randomBytes(8).toString("hex")}`);
      const out = fs.createWriteStream(file, { flags: "wx", mode: 0o600 });
      const spool: Spool = { file, source: stream, out };
      if (settled) {
        removeSpool(spool);
        return;
      }
      spools.push(spool);
      let size = 0;
      stream.on("data", (chunk: Buffer) => (size += chunk.length));
      stream.on("limit", () => fail(413, `The file is too large: the limit is ${describeBytes(maxBytes)}`));
      // a part cut off ("Unexpected end of file"): the parser fails with it too
      stream.on("error", malformed);
      out.on("error", () => fail(500, "Something went wrong"));
      stream.pipe(out);
      files.push(
        new Promise<ShimFile | null>((resolve) => {
          out.once("finish", () => {
            if (!size && !info.filename) {
              resolve(null);
              return;
            }
            const upload = new Upload();
            upload.resolve({
              filename: info.filename ?? "",
              mimetype: info.mimeType,
              encoding: info.encoding,
              createReadStream: () => fs.createReadStream(file),
            } as never);
            resolve({ fieldName, filename: info.filename ?? "", mimetype: info.mimeType, size, upload });
          });
        }),
      );
    });
    parser.on("filesLimit", () => fail(400, "A form may hold at most 5 files"));
    parser.on("fieldsLimit", malformed);
    parser.on("partsLimit", malformed);
    parser.on("error", malformed);
    // the caller went away or the connection failed mid-body: res's close removes the files
    req.on("error", malformed);
    req.on("aborted", malformed);
    parser.on("close", () => {
      if (settled) return;
      // every file part is written out (each resolves once its temporary file is complete)
      void Promise.all(files).then((done) => {
        if (settled) return;
        settled = true;
        req.body = fields;
        req.shimFiles = done.filter((f): f is ShimFile => f !== null);
        next();
      });
    });
    req.pipe(parser);
  };
}
