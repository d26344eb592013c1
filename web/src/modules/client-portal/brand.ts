import type { CSSProperties } from "react";

/** Dark text on a light colour, light text on a dark one (WCAG relative luminance) */
export function textOn(colour: string): "#1c2127" | "#ffffff" {
  const m = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(colour.trim());
  if (!m) return "#1c2127";
  const [r, g, b] = m.slice(1).map((h) => {
    const c = parseInt(h, 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  const luminance = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  // contrast against white (1.05 / (L + 0.05)) beats contrast against near-black from L ≈ 0.18
  return luminance > 0.18 ? "#1c2127" : "#ffffff";
}

/** The portal header's colours: the brand's colour, white while there is none (spec §2.1) */
export function brandStyle(colour: string | null | undefined): CSSProperties {
  const background = colour && /^#[0-9a-f]{6}$/i.test(colour) ? colour : "#ffffff";
  return { background, color: textOn(background), ["--wo-portal-ink" as string]: textOn(background) };
}
