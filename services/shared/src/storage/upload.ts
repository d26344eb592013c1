import { Readable } from "node:stream";
import { GraphQLScalarType } from "graphql";
import GraphQLUploadScalar from "graphql-upload/GraphQLUpload.mjs";
import type { FileUpload } from "graphql-upload/processRequest.mjs";
import { BadUserInputError } from "../errors";
import { holdsNul, NUL_MESSAGE } from "../nul";
import { isTooLarge, tooLarge } from "./storage";

export type { FileUpload };

/**
 * An upload whose read streams each get an 'error' listener when they are made: a request cut off
 * mid-file destroys every stream made of its file, and one a resolver holds without reading it yet
 * (between two awaits, say) must not end the process with an unheard 'error'. Whoever reads the
 * stream still gets the error (an errored stream fails its reader, piped or iterated). A file name
 * or type holding U+0000 is refused as any text is (nul.ts): it arrives with the file, after the
 * operation's variables were checked. The bytes are the file's own, never looked at.
 */
function guarded(file: FileUpload): FileUpload {
  if (holdsNul([file.filename, file.mimetype, file.encoding])) throw new BadUserInputError(NUL_MESSAGE);
  return {
    ...file,
    createReadStream: (options) => {
      const stream = file.createReadStream(options);
      stream.on("error", () => undefined);
      return stream;
    },
  };
}

/** The `Upload` scalar of GraphQL multipart requests: `@Arg("file", () => GraphQLUpload) file: Promise<FileUpload>`. */
export const GraphQLUpload = new GraphQLScalarType({
  ...GraphQLUploadScalar.toConfig(),
  parseValue(value) {
    const file = (GraphQLUploadScalar.parseValue(value) as Promise<FileUpload>).then(guarded);
    // as graphql-upload's own promise: a file never asked for may fail unheard
    file.catch(() => undefined);
    return file;
  },
});

/**
 * The first `n` bytes of a stream (fewer if it is shorter), to tell its type from, and a stream of
 * all its bytes to store: only those first bytes are held in memory.
 */
export async function peekStream(source: Readable, n: number): Promise<{ head: Buffer; stream: Readable }> {
  const it = source[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  const chunks: Buffer[] = [];
  let length = 0;
  while (length < n) {
    const r = await it.next();
    if (r.done) break;
    const chunk = Buffer.isBuffer(r.value) ? r.value : Buffer.from(r.value);
    chunks.push(chunk);
    length += chunk.length;
  }
  const first = Buffer.concat(chunks);
  async function* all(): AsyncGenerator<Buffer> {
    if (first.length) yield first;
    for (;;) {
      const r = await it.next();
      if (r.done) return;
      yield r.value;
    }
  }
  const stream = Readable.from(all(), { objectMode: false });
  stream.once("close", () => source.destroy());
  return { head: first.subarray(0, n), stream };
}

/** Runs `work`; an upload cut at its size limit on the way (graphql-upload's 413) becomes PAYLOAD_TOO_LARGE. */
export async function withUploadLimit<T>(maxBytes: number, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (e) {
    if (isTooLarge(e)) throw tooLarge(maxBytes);
    throw e;
  }
}

/**
 * The MIME type a file's first bytes say it is (file-type 19), or null when they say nothing known.
 * file-type is ESM only: loaded with a real dynamic import, which the CommonJS build keeps as
 * import() (jest's CommonJS transform would not: test this through the running stack).
 */
export async function sniffFileType(head: Buffer): Promise<string | null> {
  if (!head.length) return null;
  const { fileTypeFromBuffer } = await import("file-type");
  return (await fileTypeFromBuffer(head))?.mime ?? null;
}
