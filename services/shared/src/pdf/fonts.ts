import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

/** The shared package's folder (src/ and dist/ alike sit below it): the fonts ship in assets/fonts. */
function packageRoot(): string {
  let dir = __dirname;
  while (!fs.existsSync(path.join(dir, "package.json"))) {
    const up = path.dirname(dir);
    if (up === dir) throw new Error("shared package.json not found above " + __dirname);
    dir = up;
  }
  return dir;
}

/** What the PDFs touch of a font as fontkit parses it (pdfkit accepts one in place of the file's bytes). */
export interface ParsedFont {
  layout(text: string, features?: unknown, ...rest: unknown[]): GlyphRun;
  getGlyph(id: number, codePoints?: number[]): { _decode(): unknown };
}
interface GlyphRun {
  positions: Record<string, number>[];
}

/**
 * Keeps across documents what fontkit works out again for each: the shaping of a word (pdfkit lays
 * text out word by word, and documents share most of their words) and the outline of a glyph (read
 * again for every document's font subset). pdfkit scales the positions of a run in place, so each
 * caller gets its own copy of them; the glyphs themselves are fontkit's own cached objects.
 */
function remembering(font: ParsedFont): ParsedFont {
  const layout = font.layout.bind(font);
  const runs = new Map<string, GlyphRun>();
  font.layout = (text, features, ...rest) => {
    if (rest.length || typeof text !== "string") return layout(text, features, ...rest);
    const key = `${features ? JSON.stringify(features) : ""}\u0000${text}`;
    let run = runs.get(key);
    if (!run) {
      if (runs.size >= 50_000) runs.clear();
      run = layout(text, features);
      runs.set(key, run);
    }
    const copy = Object.create(Object.getPrototypeOf(run) as object) as GlyphRun;
    return Object.assign(copy, run, { positions: run.positions.map((p) => ({ ...p })) });
  };
  const getGlyph = font.getGlyph.bind(font);
  const decoded = new WeakSet<object>();
  font.getGlyph = (id, codePoints) => {
    const glyph = getGlyph(id, codePoints);
    if (!decoded.has(glyph)) {
      const decode = glyph._decode.bind(glyph);
      let outline: unknown;
      glyph._decode = () => (outline ??= decode());
      decoded.add(glyph);
    }
    return glyph;
  };
  return font;
}

/**
 * DejaVu Sans, regular and bold (Bitstream Vera licence, services/shared/assets/fonts/LICENSE): £,
 * accents and most of Europe's letters. Parsed once per process by the fontkit that pdfkit itself
 * uses, and handed to every document already parsed: a document that parses the files again takes
 * ten times as long.
 */
let fonts: { regular: ParsedFont; bold: ParsedFont } | null = null;
export function parsedFonts(): { regular: ParsedFont; bold: ParsedFont } {
  if (!fonts) {
    const fontkit = createRequire(require.resolve("pdfkit"))("fontkit") as { create: (bytes: Buffer) => ParsedFont };
    const dir = path.join(packageRoot(), "assets", "fonts");
    fonts = {
      regular: remembering(fontkit.create(fs.readFileSync(path.join(dir, "DejaVuSans.ttf")))),
      bold: remembering(fontkit.create(fs.readFileSync(path.join(dir, "DejaVuSans-Bold.ttf")))),
    };
  }
  return fonts;
}
