/** A segment of the wheel: its label and colours. */
export type Segment = { label: string; fill: string; text: string };

/**
 * The rotation (radians, clockwise, several full turns) that brings the middle of segment `index` of
 * `count` under the pointer at the top, from the current rotation `from`.
 */
export function targetRotation(index: number, count: number, from: number, turns = 6): number {
  const slice = (2 * Math.PI) / count;
  // Segment i spans [i·slice, (i+1)·slice) clockwise from the top when the rotation is 0.
  const aligned = -(index + 0.5) * slice;
  const base = from - (from % (2 * Math.PI));
  let target = base + turns * 2 * Math.PI + aligned;
  while (target <= from + 2 * Math.PI) target += 2 * Math.PI;
  return target;
}

/** Draws the wheel turned by `rotation` on a square canvas; the pointer stays at the top. */
export function drawWheel(canvas: HTMLCanvasElement, segments: Segment[], rotation: number, hub: { fill: string; label: string; text: string }): void {
  const ctx = canvas.getContext('2d');
  if (!ctx) return;
  const size = canvas.width;
  const r = size / 2;
  ctx.clearRect(0, 0, size, size);
  ctx.save();
  ctx.translate(r, r);
  ctx.rotate(rotation);
  const slice = (2 * Math.PI) / Math.max(segments.length, 1);
  segments.forEach((segment, i) => {
    const start = -Math.PI / 2 + i * slice;
    ctx.beginPath();
    ctx.moveTo(0, 0);
    ctx.arc(0, 0, r - 6, start, start + slice);
    ctx.closePath();
    ctx.fillStyle = segment.fill;
    ctx.fill();
    ctx.strokeStyle = 'rgba(255,255,255,0.6)';
    ctx.lineWidth = 2;
    ctx.stroke();
    ctx.save();
    ctx.rotate(start + slice / 2);
    ctx.fillStyle = segment.text;
    ctx.font = `bold ${Math.round(size / 26)}px sans-serif`;
    ctx.textAlign = 'right';
    ctx.textBaseline = 'middle';
    ctx.fillText(segment.label, r - 18, 0, r * 0.62);
    ctx.restore();
  });
  ctx.restore();
  // The hub and its label, and the pointer at the top.
  ctx.beginPath();
  ctx.arc(r, r, size * 0.12, 0, 2 * Math.PI);
  ctx.fillStyle = hub.fill;
  ctx.fill();
  ctx.fillStyle = hub.text;
  ctx.font = `bold ${Math.round(size / 20)}px sans-serif`;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillText(hub.label, r, r, size * 0.22);
  ctx.beginPath();
  ctx.moveTo(r - 14, 2);
  ctx.lineTo(r + 14, 2);
  ctx.lineTo(r, 34);
  ctx.closePath();
  ctx.fillStyle = hub.fill;
  ctx.fill();
}

/** Turns the wheel from `from` to `to` in `ms`, easing out; resolves when it stops. */
export function animate(from: number, to: number, ms: number, frame: (rotation: number) => void): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestAnimationFrame !== 'function' || ms <= 0) {
      frame(to);
      resolve();
      return;
    }
    const start = performance.now();
    const step = (now: number) => {
      const t = Math.min(1, (now - start) / ms);
      const eased = 1 - (1 - t) ** 4;
      frame(from + (to - from) * eased);
      if (t < 1) requestAnimationFrame(step);
      else resolve();
    };
    requestAnimationFrame(step);
  });
}

/** A burst of confetti over the page, removed after a few seconds. */
export function confetti(root: HTMLElement, colours: string[]): void {
  const layer = document.createElement('div');
  layer.className = 'wheel-confetti';
  layer.setAttribute('aria-hidden', 'true');
  for (let i = 0; i < 90; i++) {
    const bit = document.createElement('i');
    bit.style.left = `${Math.random() * 100}%`;
    bit.style.background = colours[i % colours.length];
    bit.style.animationDelay = `${Math.random() * 0.8}s`;
    bit.style.transform = `rotate(${Math.random() * 360}deg)`;
    layer.append(bit);
  }
  root.append(layer);
  setTimeout(() => layer.remove(), 4500);
}
