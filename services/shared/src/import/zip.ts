import fs from "node:fs";
import { pipeline, Readable, Transform, type TransformCallback } from "node:stream";
import zlib from "node:zlib";

/**
 * A small reader of zip files (what an XLSX workbook is) for the imports, with the bounds of
 * docs/data-import.md: it reads the central directory of a file on disk, and inflates only the
 * entries asked for, each through an `InflateBudget` that counts the bytes as they come out (the
 * sizes a zip declares are never believed) and fails the stream at the bound, so a bomb stops
 * there. ZIP64, encrypted entries and methods other than stored and deflated are refused: an
 * upload is at most a few tens of megabytes, and spreadsheets use neither.
 */

/** What is wrong with a zip file: a plain message, never a library's. */
export class ZipError extends Error {}

/** A bound the inflated data passed: answered as its plain message. */
export class InflateLimitError extends Error {}

export interface ZipEntry {
  name: string;
  method: number;
  compressedSize: number;
  localOffset: number;
}

/** How much an import's workbook may unpack to: in all, and each entry against its packed size. */
export interface InflateBounds {
  /** Bytes inflated, over every entry read. */
  maxBytes: number;
  /** An entry may unpack to at most this many times its packed size (once past `ratioFrom` bytes). */
  maxRatio: number;
  /** Bytes an entry may unpack to before its ratio counts (small parts compress oddly). */
  ratioFrom: number;
  /** The message when a bound is passed. */
  tooLarge: string;
  /** The message when an entry unpacks past its ratio: a zip bomb. */
  bomb: string;
}

/** Counts the bytes inflated over every entry of one reading; fails the entry's stream at a bound. */
export class InflateBudget {
  bytes = 0;
  constructor(readonly bounds: InflateBounds) {}

  /** A pass-through that counts one entry's inflated bytes against the budget. */
  counter(entry: ZipEntry): Transform {
    let own = 0;
    const { maxBytes, maxRatio, ratioFrom, tooLarge, bomb } = this.bounds;
    const count = (n: number): string | null => {
      own += n;
      this.bytes += n;
      if (this.bytes > maxBytes) return tooLarge;
      if (own > ratioFrom && own > maxRatio * Math.max(entry.compressedSize, 1)) return bomb;
      return null;
    };
    return new Transform({
      transform(chunk: Buffer, _enc, done: TransformCallback) {
        const passed = count(chunk.length);
        if (passed) done(new InflateLimitError(passed));
        else done(null, chunk);
      },
    });
  }
}

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
/** The central directory read at most (a workbook's is a few kilobytes). */
const MAX_DIRECTORY_BYTES = 4 * 1024 * 1024;

async function readAt(fd: fs.promises.FileHandle, position: number, length: number): Promise<Buffer> {
  const buf = Buffer.alloc(length);
  const { bytesRead } = await fd.read(buf, 0, length, position);
  if (bytesRead !== length) throw new ZipError("The zip file is cut short");
  return buf;
}

/** A zip file on disk, by its central directory. Close it when done. */
export class ZipFile {
  private constructor(
    private readonly path: string,
    private readonly fd: fs.promises.FileHandle,
    private readonly directoryStart: number,
    /** Entries by name (folders left out). */
    readonly entries: ReadonlyMap<string, ZipEntry>,
  ) {}

  /** Opens a zip file and reads its directory: at most `maxEntries` entries, else ZipError. */
  static async open(path: string, maxEntries: number): Promise<ZipFile> {
    const fd = await fs.promises.open(path, "r");
    try {
      const { size } = await fd.stat();
      const tailLength = Math.min(size, 22 + 0xffff);
      const tail = await readAt(fd, size - tailLength, tailLength);
      let at = -1;
      for (let i = tail.length - 22; i >= 0; i--) {
        if (tail.readUInt32LE(i) === EOCD) {
          at = i;
          break;
        }
      }
      if (at < 0) throw new ZipError("The file is not a zip file");
      const count = tail.readUInt16LE(at + 10);
      const dirSize = tail.readUInt32LE(at + 12);
      const dirStart = tail.readUInt32LE(at + 16);
      if (tail.readUInt16LE(at + 4) !== 0 || tail.readUInt16LE(at + 6) !== 0 || count === 0xffff || dirStart === 0xffffffff) {
        throw new ZipError("The zip file uses a form this reader does not take (ZIP64 or split)");
      }
      if (count > maxEntries) throw new ZipError(`The zip file holds more than ${maxEntries} parts`);
      if (dirSize > MAX_DIRECTORY_BYTES || dirStart + dirSize > size - tailLength + at) throw new ZipError("The zip file's directory is broken");
      const dir = await readAt(fd, dirStart, dirSize);
      const entries = new Map<string, ZipEntry>();
      let p = 0;
      for (let i = 0; i < count; i++) {
        if (p + 46 > dir.length || dir.readUInt32LE(p) !== CENTRAL) throw new ZipError("The zip file's directory is broken");
        const flags = dir.readUInt16LE(p + 8);
        const method = dir.readUInt16LE(p + 10);
        const compressedSize = dir.readUInt32LE(p + 20);
        const nameLength = dir.readUInt16LE(p + 28);
        const skip = nameLength + dir.readUInt16LE(p + 30) + dir.readUInt16LE(p + 32);
        const localOffset = dir.readUInt32LE(p + 42);
        if (p + 46 + skip > dir.length) throw new ZipError("The zip file's directory is broken");
        const name = dir.toString("utf8", p + 46, p + 46 + nameLength);
        p += 46 + skip;
        if (name.endsWith("/")) continue;
        if (flags & 1) throw new ZipError("The zip file is encrypted");
        if (method !== 0 && method !== 8) throw new ZipError("The zip file is compressed in a way this reader does not take");
        if (compressedSize === 0xffffffff || localOffset === 0xffffffff)
          throw new ZipError("The zip file uses a form this reader does not take (ZIP64)");
        if (localOffset + compressedSize > dirStart) throw new ZipError("The zip file's directory is broken");
        if (entries.has(name)) throw new ZipError("The zip file names a part twice");
        entries.set(name, { name, method, compressedSize, localOffset });
      }
      return new ZipFile(path, fd, dirStart, entries);
    } catch (e) {
      await fd.close();
      throw e;
    }
  }

  /** One entry's bytes, inflated and counted against `budget` as they are read. */
  async open(entry: ZipEntry, budget: InflateBudget): Promise<Readable> {
    const local = await readAt(this.fd, entry.localOffset, 30);
    if (local.readUInt32LE(0) !== LOCAL) throw new ZipError("The zip file's parts are broken");
    const start = entry.localOffset + 30 + local.readUInt16LE(26) + local.readUInt16LE(28);
    const end = start + entry.compressedSize;
    if (end > this.directoryStart) throw new ZipError("The zip file's parts are broken");
    const raw = entry.compressedSize ? fs.createReadStream(this.path, { start, end: end - 1 }) : Readable.from([]);
    const counter = budget.counter(entry);
    // pipeline destroys every stream of the chain with the first error, so the consumer of the
    // counter sees it (a broken deflate stream, a bound passed) and every file handle is let go
    if (entry.method === 8) pipeline(raw, zlib.createInflateRaw(), counter, () => undefined);
    else pipeline(raw, counter, () => undefined);
    return counter;
  }

  async close(): Promise<void> {
    await this.fd.close().catch(() => undefined);
  }
}
