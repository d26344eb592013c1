import { fileStorage } from "../storage";

const LOGO_MAX_BYTES = 5 * 1024 * 1024;
const LOGO_CACHE_SIZE = 200;
/** Logos by storage key. A new logo is stored under a new key (assets' branding), so a key's bytes never change. */
const logos = new Map<string, Buffer | null>();

/** The kinds pdfkit draws, told from the first bytes. */
const isPng = (b: Buffer) => b.length > 8 && b.readUInt32BE(0) === 0x89504e47;
const isJpeg = (b: Buffer) => b.length > 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff;

/** A client's logo from file storage, for a PDF's header; null (the client's name stands in) when it is missing or not a PNG or JPEG. */
export async function pdfLogo(key: string): Promise<Buffer | null> {
  if (logos.has(key)) return logos.get(key)!;
  let logo: Buffer | null;
  try {
    const { stream } = await fileStorage().get(key);
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of stream) {
      size += (chunk as Buffer).length;
      if (size > LOGO_MAX_BYTES) {
        stream.destroy();
        break;
      }
      chunks.push(chunk as Buffer);
    }
    const bytes = Buffer.concat(chunks);
    logo = size <= LOGO_MAX_BYTES && (isPng(bytes) || isJpeg(bytes)) ? bytes : null;
  } catch {
    logo = null; // a logo that is gone leaves the client's name in its place
  }
  if (logos.size >= LOGO_CACHE_SIZE) logos.delete(logos.keys().next().value!);
  logos.set(key, logo);
  return logo;
}
