/** WCAG relative luminance of a '#rrggbb' colour. */
function luminance(hex: string): number {
  const value = /^#([0-9a-f]{6})$/i.exec(hex)?.[1];
  if (!value) return 0;
  const [r, g, b] = [0, 2, 4].map((i) => {
    const c = Number.parseInt(value.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

const DARK = '#1f1f1f';

/** The text colour that reads on a category's colour: white when it has 4.5:1 there, else near-black. */
export function readableOn(background: string): string {
  const contrastWithWhite = 1.05 / (luminance(background) + 0.05);
  return contrastWithWhite >= 4.5 ? '#fff' : DARK;
}
