/** WCAG 2.1 contrast of colours as CSS writes them (#rgb, #rrggbb, rgb(), rgba()). */
type Rgba = [number, number, number, number];

function parse(color: string): Rgba {
  const rgba = color.match(/^rgba?\(([^)]+)\)$/);
  if (rgba) {
    const [r, g, b, a = 1] = rgba[1].split(',').map(Number);
    return [r, g, b, a];
  }
  const hex = color.replace('#', '');
  const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex;
  const [r, g, b] = [0, 2, 4].map((i) => Number.parseInt(full.slice(i, i + 2), 16));
  return [r, g, b, full.length === 8 ? Number.parseInt(full.slice(6, 8), 16) / 255 : 1];
}

/** WCAG 2.1 relative luminance of an opaque sRGB colour. */
function relativeLuminance([r, g, b]: number[]): number {
  const [lr, lg, lb] = [r, g, b].map((v) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * lr + 0.7152 * lg + 0.0722 * lb;
}

/** WCAG contrast ratio of a text colour (maybe translucent) over an opaque background. */
export function contrast(text: string, background: string): number {
  const bg = parse(background);
  const fg = parse(text);
  const seen = [0, 1, 2].map((i) => fg[i] * fg[3] + bg[i] * (1 - fg[3]));
  const [a, b] = [relativeLuminance(seen), relativeLuminance(bg)];
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}

/** A translucent colour as drawn on white. */
export function opaque(color: string): string {
  const [r, g, b, a] = parse(color);
  const mix = [r, g, b].map((v) => Math.round(v * a + 255 * (1 - a)));
  return `rgb(${mix.join(', ')})`;
}

/** The relative luminance of a colour as drawn on white. */
export function luminance(color: string): number {
  const [r, g, b, a] = parse(color);
  return relativeLuminance([r, g, b].map((v) => v * a + 255 * (1 - a)));
}
