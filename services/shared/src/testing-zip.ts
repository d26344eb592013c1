/**
 * Test support: zip files built by hand (for workbooks in an order of our choosing, and for zip
 * bombs), never part of the product. Each entry is deflated (or stored), with its CRC-32 and sizes.
 */
import zlib from "node:zlib";

export interface ZipPart {
  name: string;
  /** The entry's bytes, or chunks of them (a bomb's gigabyte is never held whole). */
  data: Buffer | string | Iterable<Buffer>;
  store?: boolean;
}

function u16(n: number) {
  const b = Buffer.alloc(2);
  b.writeUInt16LE(n);
  return b;
}
function u32(n: number) {
  const b = Buffer.alloc(4);
  b.writeUInt32LE(n >>> 0);
  return b;
}

/** A zip file of the parts, in the order given. */
export function zipFile(parts: ZipPart[]): Buffer {
  const out: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const part of parts) {
    const chunks = typeof part.data === "string" ? [Buffer.from(part.data)] : Buffer.isBuffer(part.data) ? [part.data] : part.data;
    let crc = 0;
    let size = 0;
    const compressed: Buffer[] = [];
    // deflated chunk by chunk, each ended by a sync flush (not a final block), then one final empty
    // block: one valid deflate stream, and a bomb's data is never held whole (a chunk given again,
    // the same buffer, deflates to the same bytes: done once)
    const deflated = new Map<Buffer, Buffer>();
    for (const chunk of chunks) {
      crc = zlib.crc32(chunk, crc);
      size += chunk.length;
      if (part.store) compressed.push(chunk);
      else {
        let d = deflated.get(chunk);
        if (!d) deflated.set(chunk, (d = zlib.deflateRawSync(chunk, { level: 9, finishFlush: zlib.constants.Z_SYNC_FLUSH })));
        compressed.push(d);
      }
    }
    if (!part.store) compressed.push(zlib.deflateRawSync(Buffer.alloc(0), { level: 9 }));
    const body = Buffer.concat(compressed);
    const name = Buffer.from(part.name);
    const method = part.store ? 0 : 8;
    const common = [u16(20), u16(0x0800), u16(method), u16(0), u16(0x21), u32(crc), u32(body.length), u32(size), u16(name.length), u16(0)];
    const local = Buffer.concat([u32(0x04034b50), ...common, name]);
    central.push(Buffer.concat([u32(0x02014b50), u16(20), ...common, u16(0), u16(0), u16(0), u32(0), u32(offset), name]));
    out.push(local, body);
    offset += local.length + body.length;
  }
  const dir = Buffer.concat(central);
  const end = Buffer.concat([u32(0x06054b50), u16(0), u16(0), u16(parts.length), u16(parts.length), u32(dir.length), u32(offset), u16(0)]);
  return Buffer.concat([...out, dir, end]);
}

/** `total` bytes of `byte`, in 1 MiB chunks. */
export function* repeated(total: number, byte = 0x20): Iterable<Buffer> {
  const chunk = Buffer.alloc(1024 * 1024, byte);
  for (let left = total; left > 0; left -= chunk.length) yield left >= chunk.length ? chunk : chunk.subarray(0, left);
}

/**
 * An XLSX workbook whose one sheet unpacks to `sheetBytes` (blank space inside its sheetData, before
 * its first row; a thousand times smaller packed): a zip bomb dressed as a spreadsheet.
 */
export function xlsxBomb(sheetBytes: number): Buffer {
  const ns = 'xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"';
  const rel = 'xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"';
  const head = `<?xml version="1.0" encoding="UTF-8"?><worksheet ${ns}><sheetData>`;
  const rows = `<row r="1"><c r="A1" t="inlineStr"><is><t>Name</t></is></c></row></sheetData></worksheet>`;
  return zipFile([
    {
      name: "[Content_Types].xml",
      data: '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>',
    },
    {
      name: "xl/workbook.xml",
      data: `<?xml version="1.0" encoding="UTF-8"?><workbook ${ns} ${rel}><sheets><sheet name="Sheet1" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    },
    {
      name: "xl/_rels/workbook.xml.rels",
      data: '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>',
    },
    { name: "xl/worksheets/sheet1.xml", data: [Buffer.from(head), ...repeated(sheetBytes), Buffer.from(rows)] },
  ]);
}
