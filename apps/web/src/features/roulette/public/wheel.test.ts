import { describe, expect, it } from 'vitest';
import { drawWheel, targetRotation, type Segment } from './wheel';

type Matrix = [number, number, number, number, number, number];
const apply = ([a, b, c, d, e, f]: Matrix, x: number, y: number) => ({ x: a * x + c * y + e, y: b * x + d * y + f });
const multiply = ([a, b, c, d, e, f]: Matrix, [g, h, i, j, k, l]: Matrix): Matrix => [
  a * g + c * h,
  b * g + d * h,
  a * i + c * j,
  b * i + d * j,
  a * k + c * l + e,
  b * k + d * l + f,
];

/** A 2D context that records, in canvas pixels, where each text goes and the points of each filled path. */
function recordingCanvas(size: number) {
  let m: Matrix = [1, 0, 0, 1, 0, 0];
  const stack: Matrix[] = [];
  let path: { x: number; y: number }[] = [];
  const texts: { text: string; from: { x: number; y: number }; to: { x: number; y: number } }[] = [];
  const paths: { x: number; y: number }[][] = [];
  const ctx = {
    textAlign: 'start',
    clearRect() {},
    save: () => stack.push(m),
    restore: () => (m = stack.pop()!),
    translate: (x: number, y: number) => (m = multiply(m, [1, 0, 0, 1, x, y])),
    rotate: (a: number) => (m = multiply(m, [Math.cos(a), Math.sin(a), -Math.sin(a), Math.cos(a), 0, 0])),
    scale: (x: number, y: number) => (m = multiply(m, [x, 0, 0, y, 0, 0])),
    setTransform: (...v: number[]) => (m = v as Matrix),
    beginPath: () => (path = []),
    moveTo: (x: number, y: number) => path.push(apply(m, x, y)),
    lineTo: (x: number, y: number) => path.push(apply(m, x, y)),
    arc() {},
    closePath() {},
    fill: () => paths.push(path),
    stroke() {},
    measureText: (text: string) => ({ width: text.length * 8 }),
    fillText(text: string, x: number, y: number, maxWidth?: number) {
      const width = Math.min(maxWidth ?? Infinity, text.length * 8);
      const start =
        this.textAlign === 'right' || this.textAlign === 'end'
          ? x - width
          : this.textAlign === 'center'
            ? x - width / 2
            : x;
      texts.push({ text, from: apply(m, start, y), to: apply(m, start + width, y) });
    },
  };
  const canvas = { width: size, height: size, getContext: () => ctx } as unknown as HTMLCanvasElement;
  return { canvas, texts, paths };
}

const segments: Segment[] = Array.from({ length: 8 }, (_, i) => ({
  label: `Prêmio número ${i + 1}`,
  fill: '#f00',
  text: '#000',
}));
const hub = { fill: '#800', label: 'Girar!', text: '#fff' };

describe('the wheel drawing', () => {
  it('writes every label so that it reads left to right (never upside down), whatever the rotation', () => {
    for (const rotation of [0, 0.3, 1.9, Math.PI, 4.4, 5.9, 40]) {
      const { canvas, texts } = recordingCanvas(480);
      drawWheel(canvas, segments, rotation, hub);
      const labels = texts.filter((t) => t.text !== hub.label);
      expect(labels).toHaveLength(8);
      for (const t of labels)
        expect(t.to.x - t.from.x, `${t.text} at rotation ${rotation}`).toBeGreaterThanOrEqual(-1e-6);
    }
  });

  it('keeps the label of the segment that stopped under the pointer clear of the pointer', () => {
    const size = 480;
    for (const index of [0, 3, 6]) {
      const { canvas, texts, paths } = recordingCanvas(size);
      drawWheel(canvas, segments, targetRotation(index, segments.length, 0), hub);
      const pointer = paths.find((p) => p.length === 3 && p.every((q) => q.y < size * 0.2))!;
      expect(pointer, 'the pointer').toBeDefined();
      const tip = Math.max(...pointer.map((q) => q.y));
      const won = texts.find((t) => t.text === segments[index].label)!;
      const top = Math.min(won.from.y, won.to.y);
      expect(top, `label of segment ${index}`).toBeGreaterThan(tip);
    }
  });
});
