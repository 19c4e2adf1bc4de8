import type { ByteRange } from './storage';

/**
 * The bytes that a `Range` header asks of a file of `size` bytes. One range only: a header with
 * several, or one that does not parse, is ignored and the whole file is sent, as HTTP allows.
 */
export function requestedRange(header: string | undefined, size: number): ByteRange | 'whole' | 'unsatisfiable' {
  const match = header?.trim().match(/^bytes=(\d*)-(\d*)$/);
  if (!match || (!match[1] && !match[2])) return 'whole';
  if (!match[1]) {
    const suffix = Number(match[2]);
    return suffix > 0 && size > 0 ? { start: Math.max(0, size - suffix), end: size - 1 } : 'unsatisfiable';
  }
  const start = Number(match[1]);
  const last = match[2] ? Number(match[2]) : Infinity;
  if (last < start) return 'whole';
  return start < size ? { start, end: Math.min(last, size - 1) } : 'unsatisfiable';
}
