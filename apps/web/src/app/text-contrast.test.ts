import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { contrast, luminance } from '../test/contrast';
import { TONE_COLORS } from '../components/progress-percent/progress-percent';
import { CHANNEL_COLORS } from '../features/communication-dispatch/channel-colors';
import { TAB_COLORS } from '../features/onboarding-report/pages/onboarding-report-page';

function cssFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? cssFiles(join(dir, e.name)) : e.name.endsWith('.css') ? [join(dir, e.name)] : [],
  );
}

/** Every `color:` of the web's style sheets (not background-color or border-color) with where it is. */
function declarations() {
  const src = dirname(dirname(expect.getState().testPath ?? ''));
  return cssFiles(src).flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/(?<![-\w])color:\s*(#[0-9a-f]{3,8}|rgba?\([^)]*\))/gi)].map((m) => ({
      where: `${relative(src, file)}: ${m[0]}`,
      color: m[1],
    })),
  );
}

describe('text colours of the style sheets (WCAG 2.1 AA)', () => {
  it('finds the declarations', () => {
    expect(declarations().length).toBeGreaterThan(50);
  });

  it('a dark text colour reads at 4.5:1 on white (light ones are for dark backgrounds)', () => {
    const weak = declarations()
      .filter((d) => luminance(d.color) < 0.5 && contrast(d.color, '#ffffff') < 4.5)
      .map((d) => `${d.where} (${contrast(d.color, '#ffffff').toFixed(2)}:1)`);
    expect(weak).toEqual([]);
  });

  it.each(
    Object.entries({
      ...prefixed('tone', TONE_COLORS),
      ...prefixed('channel', CHANNEL_COLORS),
      ...prefixed('tab', TAB_COLORS),
    }),
  )('the %s colour, written as text, reads at 4.5:1 on white and on a tag of its tint', (_, color) => {
    expect(contrast(color, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrast(color, tint(color))).toBeGreaterThanOrEqual(4.5);
  });
});

function prefixed(prefix: string, colors: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(colors).map(([k, v]) => [`${prefix} ${k}`, v]));
}

/** The background antd gives a tag of a colour of its own: the same hue and saturation at 95 % lightness. */
function tint(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16) / 255);
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const l = (max + min) / 2;
  const d = max - min;
  const s = d === 0 ? 0 : d / (1 - Math.abs(2 * l - 1));
  let h = 0;
  if (d !== 0) h = max === r ? ((g - b) / d) % 6 : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  const hue = (h * 60 + 360) % 360;
  const c = (1 - Math.abs(2 * 0.95 - 1)) * s;
  const x = c * (1 - Math.abs(((hue / 60) % 2) - 1));
  const m = 0.95 - c / 2;
  const [r1, g1, b1] =
    hue < 60
      ? [c, x, 0]
      : hue < 120
        ? [x, c, 0]
        : hue < 180
          ? [0, c, x]
          : hue < 240
            ? [0, x, c]
            : hue < 300
              ? [x, 0, c]
              : [c, 0, x];
  return `rgb(${[r1, g1, b1].map((v) => Math.round((v + m) * 255)).join(', ')})`;
}
