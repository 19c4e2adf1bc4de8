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

/** The wheel's proportions, as fractions of the canvas side: the room above it for the pointer, the hub. */
const POINTER_ROOM = 0.075;
const HUB = 0.12;

/**
 * Draws the wheel turned by `rotation` on a square canvas, with the pointer at the top, above the wheel
 * and reaching only its rim. Each label runs along its segment's radius between the hub and 86 % of the
 * radius (clear of the pointer's tip), and is turned to read left to right: on the left half of the
 * screen it is written from the rim towards the centre, so no label is ever upside down.
 */
export function drawWheel(
  canvas: HTMLCanvasElement,
  segments: Segment[],
  rotation: number,
  hub: { fill: string; label: string; text: string },
): void {
  const ctx = canvas.getContext('2d');
  if (!ctx) return;
  const size = canvas.width;
  const c = size / 2;
  const radius = c - size * POINTER_ROOM;
  const hubRadius = size * HUB;
  const inner = hubRadius + size * 0.02;
  const outer = radius * 0.86;
  ctx.clearRect(0, 0, size, size);
  ctx.save();
  ctx.translate(c, c);
  const slice = (2 * Math.PI) / Math.max(segments.length, 1);
  const fontSize = Math.round(Math.min(size / 26, inner * slice * 0.9));
  segments.forEach((segment, i) => {
    // Canvas angles: 0 points right, clockwise; segment i starts at the top when the rotation is 0.
    const start = rotation - Math.PI / 2 + i * slice;
    ctx.beginPath();
    ctx.moveTo(0, 0);
    ctx.arc(0, 0, radius, start, start + slice);
    ctx.closePath();
    ctx.fillStyle = segment.fill;
    ctx.fill();
    ctx.strokeStyle = 'rgba(255,255,255,0.6)';
    ctx.lineWidth = Math.max(1, size / 240);
    ctx.stroke();
    const middle = start + slice / 2;
    const leftHalf = Math.cos(middle) < -1e-9;
    ctx.save();
    ctx.rotate(leftHalf ? middle + Math.PI : middle);
    ctx.fillStyle = segment.text;
    ctx.font = `bold ${fontSize}px sans-serif`;
    ctx.textBaseline = 'middle';
    ctx.textAlign = leftHalf ? 'left' : 'right';
    ctx.fillText(segment.label, leftHalf ? -outer : outer, 0, outer - inner);
    ctx.restore();
  });
  ctx.restore();
  // The rim, the hub and its label.
  ctx.beginPath();
  ctx.arc(c, c, radius, 0, 2 * Math.PI);
  ctx.strokeStyle = hub.fill;
  ctx.lineWidth = Math.max(2, size / 120);
  ctx.stroke();
  ctx.beginPath();
  ctx.arc(c, c, hubRadius, 0, 2 * Math.PI);
  ctx.fillStyle = hub.fill;
  ctx.fill();
  ctx.fillStyle = hub.text;
  ctx.font = `bold ${Math.round(size / 20)}px sans-serif`;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillText(hub.label, c, c, hubRadius * 1.8);
  // The pointer: from the room above the wheel down to just inside its rim.
  const top = c - radius;
  ctx.beginPath();
  ctx.moveTo(c - size * 0.035, top - size * 0.06);
  ctx.lineTo(c + size * 0.035, top - size * 0.06);
  ctx.lineTo(c, top + size * 0.035);
  ctx.closePath();
  ctx.fillStyle = hub.fill;
  ctx.fill();
  ctx.strokeStyle = '#FFFFFF';
  ctx.lineWidth = Math.max(1, size / 240);
  ctx.stroke();
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
