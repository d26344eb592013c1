import { Readable } from "node:stream";
import zlib from "node:zlib";
import type { EntityManager } from "@mikro-orm/postgresql";
import { fileStorage } from "@wo/shared";
import { Client } from "../modules/client/client.entity";

/** Each demo client's brand colour, in client order (the first keeps the product's default). */
const BRAND_COLOURS = ["#a61f7d", "#1f6fa6", "#2e8b57", "#b8860b", "#8b3a3a", "#4b5320"];

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A truecolour PNG of `width` x `height` from a pixel function (RGB), with node:zlib. */
export function encodePng(width: number, height: number, pixel: (x: number, y: number) => [number, number, number]): Buffer {
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1);
    raw[row] = 0; // filter: none
    for (let x = 0; x < width; x++) raw.set(pixel(x, y), row + 1 + x * 3);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit, RGB, deflate, no filter, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", zlib.deflateSync(raw)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

const rgb = (hex: string): [number, number, number] => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];

/**
 * A small logo per client: a badge in its brand colour with a pattern told by its position, and
 * lines that stand for its name, on white (160 x 64).
 */
export function demoLogo(colour: string, index: number): Buffer {
  const c = rgb(colour);
  const light = c.map((v) => Math.round(v + (255 - v) * 0.55)) as [number, number, number];
  const white: [number, number, number] = [255, 255, 255];
  return encodePng(160, 64, (x, y) => {
    const dx = x - 32;
    const dy = y - 32;
    if (Math.abs(dx) + Math.abs(dy) < 28 || (index % 2 === 1 && dx * dx + dy * dy < 26 * 26)) {
      const ring = (Math.abs(dx) + Math.abs(dy) + index * 3) % 12 < 4;
      return ring ? light : c;
    }
    const bar = (top: number, length: number) => y >= top && y < top + 8 && x >= 68 && x < 68 + length;
    if (bar(16, 80 - index * 6) || bar(30, 60 + index * 5)) return c;
    if (bar(44, 40 + index * 7)) return light;
    return white;
  });
}

/** Gives every demo client its brand colour and a generated logo, stored through the storage port. */
export async function seedBranding(em: EntityManager): Promise<void> {
  const storage = fileStorage();
  const clients = await em.find(Client, {}, { orderBy: { id: "asc" } });
  for (const [i, client] of clients.entries()) {
    const colour = BRAND_COLOURS[i % BRAND_COLOURS.length]!;
    const key = `clients/${client.id}/logo-demo.png`;
    await storage.put(key, Readable.from([demoLogo(colour, i)]), { contentType: "image/png" });
    client.brandColour = colour;
    client.logoKey = key;
    client.logoContentType = "image/png";
  }
  await em.flush();
}
