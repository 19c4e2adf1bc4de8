import { describe, expect, it } from 'vitest';
import { theme } from 'antd';
import { contrast, opaque } from '../../test/contrast';
import { THEME } from './antd-provider';

const token = theme.getDesignToken(THEME) as unknown as Record<string, string>;
/** What a tag is drawn with: the global tokens under the tag's own. */
const tagToken = { ...token, ...THEME.components.Tag } as Record<string, string>;

/** White (cards, forms), the page's grey behind them, and the grey of table headers. */
const BACKGROUNDS = ['#ffffff', '#f5f5f7', opaque(token.colorFillAlter)];

describe('theme contrast (WCAG 2.1 AA, 4.5:1 for text)', () => {
  it('checks the formula against known pairs', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrast('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
    expect(contrast('rgba(0, 0, 0, 0.25)', '#ffffff')).toBeCloseTo(1.83, 2);
  });

  it.each([
    'colorText',
    'colorTextHeading',
    'colorTextLabel',
    'colorTextSecondary',
    'colorTextTertiary',
    'colorTextQuaternary',
    'colorTextPlaceholder',
    'colorTextDescription',
    'colorPrimary',
    'colorLink',
    'colorLinkHover',
    'colorError',
    'colorErrorText',
    'colorSuccessText',
    'colorWarningText',
    'colorInfoText',
  ])('%s reads at 4.5:1 on white and on the greys', (name) => {
    for (const bg of BACKGROUNDS)
      expect(contrast(token[name], bg), `${name} ${token[name]} on ${bg}`).toBeGreaterThanOrEqual(4.5);
  });

  it.each(['Table', 'Input', 'InputNumber'] as const)(
    "%s: the texts antd draws in the disabled grey (an empty table's, a disabled field's suffix) read at 4.5:1",
    (component) => {
      const grey = { ...token, ...THEME.components[component] }.colorTextDisabled;
      for (const bg of ['#ffffff', opaque(token.colorBgContainerDisabled)]) {
        expect(contrast(grey, bg), `${grey} on ${bg}`).toBeGreaterThanOrEqual(4.5);
      }
    },
  );

  it('white text reads on primary and danger buttons and on a switch, on or off, hovered or not', () => {
    for (const name of [
      'colorPrimary',
      'colorPrimaryHover',
      'colorError',
      'colorTextQuaternary',
      'colorTextTertiary',
    ]) {
      expect(contrast('#ffffff', opaque(token[name])), `white on ${name}`).toBeGreaterThanOrEqual(4.5);
    }
  });

  it.each([
    'magenta',
    'red',
    'volcano',
    'orange',
    'gold',
    'yellow',
    'lime',
    'green',
    'cyan',
    'blue',
    'geekblue',
    'purple',
  ])('the %s tag reads at 4.5:1', (color) => {
    expect(contrast(tagToken[`${color}7`], tagToken[`${color}1`])).toBeGreaterThanOrEqual(4.5);
  });

  it.each([
    ['success', 'colorSuccess', 'colorSuccessBg'],
    ['processing', 'colorInfo', 'colorInfoBg'],
    ['error', 'colorError', 'colorErrorBg'],
    ['warning', 'colorWarning', 'colorWarningBg'],
  ])('the %s tag reads at 4.5:1', (_, text, background) => {
    expect(contrast(tagToken[text], tagToken[background])).toBeGreaterThanOrEqual(4.5);
  });
});
