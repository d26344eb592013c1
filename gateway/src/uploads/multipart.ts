import { randomBytes } from "node:crypto";
import type { FileUpload } from "graphql-upload/processRequest.mjs";
import Upload from "graphql-upload/Upload.mjs";
import { BadUserInputError, holdsNul, NUL_MESSAGE } from "@wo/shared";

/** An upload found in an operation's variables, and where it was (`variables.input.file`). */
export interface FoundUpload {
  path: string;
  upload: Upload;
}

/**
 * The variables with every upload (graphql-upload's Upload, made by the multipart parser at /graphql
 * or by a legacy shim) replaced by null, and where each was: also uploads nested in input objects and lists.
 */
export function extractUploads(variables: Record<string, unknown> | undefined): {
  variables: Record<string, unknown> | undefined;
  uploads: FoundUpload[];
} {
  const uploads: FoundUpload[] = [];
  const walk = (value: unknown, path: string): unknown => {
    if (value instanceof Upload) {
      uploads.push({ path, upload: value });
      return null;
    }
    if (Array.isArray(value)) return value.map((v, i) => walk(v, `${path}.${i}`));
    // plain objects, also those without a prototype (the gateway builds a fetch's variables so)
    const proto: unknown = value && typeof value === "object" ? Object.getPrototypeOf(value) : undefined;
    if (proto === Object.prototype || proto === null) {
      return Object.fromEntries(Object.entries(value as object).map(([k, v]) => [k, walk(v, `${path}.${k}`)]));
    }
    return value;
  };
  if (!variables) return { variables, uploads };
  const out = walk(variables, "variables") as Record<string, unknown>;
  return { variables: out, uploads };
}

function quoted(s: string): string {
  return s.replace(/[\r\n"\\]/g, (c) => encodeURIComponent(c));
}

/** What a multipart body failed with while streaming a file (a size limit, say): read after the send fails. */
export interface MultipartBody {
  contentType: string;
  body: AsyncIterable<Uint8Array>;
  failure(): unknown;
}

/**
 * A GraphQL multipart request (https://github.com/jaydenseric/graphql-multipart-request-spec) as a
 * stream: the `operations` and `map` fields, then each file streamed from its upload as it is read.
 * A file whose name or type holds U+0000 fails the body before its part is written (BAD_USER_INPUT,
 * as any text holding it: nul.ts); its bytes are never looked at.
 */
export function multipartRequest(operations: Record<string, unknown>, uploads: FoundUpload[]): MultipartBody {
  const boundary = `----wo-${randomBytes(12).toString("hex")}`;
  const map = Object.fromEntries(uploads.map((u, i) => [String(i), [u.path]]));
  let failure: unknown = null;
  const field = (name: string, value: string) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\nContent-Type: application/json\r\n\r\n${value}\r\n`);
  async function* body(): AsyncGenerator<Uint8Array> {
    yield field("operations", JSON.stringify(operations));
    yield field("map", JSON.stringify(map));
    for (const [i, u] of uploads.entries()) {
      let file: FileUpload;
      try {
        file = (await u.upload.promise) as FileUpload;
        if (holdsNul([file.filename, file.mimetype])) throw new BadUserInputError(NUL_MESSAGE);
        yield Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${i}"; filename="${quoted(file.filename)}"\r\n` +
            `Content-Type: ${file.mimetype || "application/octet-stream"}\r\n\r\n`,
        );
        for await (const chunk of file.createReadStream()) yield chunk as Buffer;
      } catch (e) {
        failure = e;
        throw e;
      }
      yield Buffer.from("\r\n");
    }
    yield Buffer.from(`--${boundary}--\r\n`);
  }
  return { contentType: `multipart/form-data; boundary=${boundary}`, body: body(), failure: () => failure };
}
