/**
 * The natural size of a PNG or JPEG from its bytes, or null when the header holds none: the logo's
 * width and height attributes come from it, and a template refuses a logo of an unfit size.
 */
export function imageSize(body: Buffer): { width: number; height: number } | null {
  // PNG: the signature, then the IHDR chunk with width and height.
  if (body.length >= 24 && body.readUInt32BE(0) === 0x89504e47 && body.toString('ascii', 12, 16) === 'IHDR') {
    return { width: body.readUInt32BE(16), height: body.readUInt32BE(20) };
  }
  // JPEG: walk the segments up to a start-of-frame marker (C0–CF but C4, C8 and CC), which holds the size.
  if (body.length < 4 || body[0] !== 0xff || body[1] !== 0xd8) return null;
  let at = 2;
  while (at + 9 < body.length) {
    if (body[at] !== 0xff) return null;
    const marker = body[at + 1];
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    const length = body.readUInt16BE(at + 2);
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return { width: body.readUInt16BE(at + 7), height: body.readUInt16BE(at + 5) };
    }
    if (length < 2) return null;
    at += 2 + length;
  }
  return null;
}
