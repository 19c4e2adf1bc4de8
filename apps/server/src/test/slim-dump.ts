/**
 * A PGlite data-folder dump (a tar) without the write-ahead log's spare segments: after a checkpoint
 * PostgreSQL keeps recycled 16 MB segments for the future beside the current one, and every test file
 * that opens a copy of the dump would read them (a third of the seeded dump). PostgreSQL creates
 * segments again as it needs them; only the current one, `keep`, holds what a restart reads.
 */
export function withoutSpareWal(tar: Uint8Array, keep: string): Uint8Array {
  const text = (from: number, to: number, at: number) =>
    new TextDecoder().decode(tar.subarray(at + from, at + to)).replace(/\0.*$/s, '');
  const kept: Uint8Array[] = [];
  let at = 0;
  while (at + 512 <= tar.length && tar.subarray(at, at + 512).some((byte) => byte !== 0)) {
    const name = text(0, 100, at);
    const prefix = text(345, 500, at);
    const size = Number.parseInt(text(124, 136, at).trim() || '0', 8);
    const span = 512 + Math.ceil(size / 512) * 512;
    const segment = /(?:^|\/)pg_wal\/([0-9A-F]{24})$/.exec(prefix ? `${prefix}/${name}` : name);
    if (!segment || segment[1] === keep) kept.push(tar.subarray(at, at + span));
    at += span;
  }
  kept.push(new Uint8Array(1024));
  const out = new Uint8Array(kept.reduce((total, part) => total + part.length, 0));
  let offset = 0;
  for (const part of kept) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}
