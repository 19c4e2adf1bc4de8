import { Readable } from 'node:stream';
import { createInflateRaw } from 'node:zlib';
import {
  MAX_SPREADSHEET_UNZIPPED_BYTES,
  MAX_SPREADSHEET_ZIP_ENTRIES,
} from '@intranet/shared/spreadsheets/spreadsheets.rules';
import { SpreadsheetError } from './spreadsheet-error';

/** A part of a zip archive as its central directory declares it, its data located through its local header. */
export type ZipEntry = { name: string; method: 0 | 8; compressedSize: number; size: number; dataStart: number };

export type ZipLimits = { maxUnzippedBytes?: number; maxEntries?: number };

const EOCD = 0x06054b50;
const ZIP64_EOCD = 0x06064b50;
const ZIP64_LOCATOR = 0x07064b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
const MAX_32 = 0xffffffff;

const unreadable = () => new SpreadsheetError('unreadable');

function view(bytes: Uint8Array): DataView {
  return new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

/** A 64-bit little-endian size that must fit a JavaScript number (anything near it is refused later anyway). */
function u64(data: DataView, at: number): number {
  const value = data.getBigUint64(at, true);
  if (value > BigInt(Number.MAX_SAFE_INTEGER)) throw unreadable();
  return Number(value);
}

/** Where the central directory is and how many entries it has (zip64 records followed when the classic fields overflow). */
function endOfCentralDirectory(bytes: Uint8Array): { count: number; size: number; offset: number } {
  const data = view(bytes);
  const lowest = Math.max(0, bytes.length - 22 - 0xffff);
  for (let at = bytes.length - 22; at >= lowest; at--) {
    if (data.getUint32(at, true) !== EOCD) continue;
    let count = data.getUint16(at + 10, true);
    let size = data.getUint32(at + 12, true);
    let offset = data.getUint32(at + 16, true);
    if (count === 0xffff || size === MAX_32 || offset === MAX_32) {
      const locator = at - 20;
      if (locator < 0 || data.getUint32(locator, true) !== ZIP64_LOCATOR) throw unreadable();
      const record = u64(data, locator + 8);
      if (record + 56 > bytes.length || data.getUint32(record, true) !== ZIP64_EOCD) throw unreadable();
      count = u64(data, record + 32);
      size = u64(data, record + 40);
      offset = u64(data, record + 48);
    }
    if (offset + size > bytes.length) throw unreadable();
    return { count, size, offset };
  }
  throw unreadable();
}

/** The zip64 sizes and offset of an entry whose classic fields hold 0xFFFFFFFF (extra field 0x0001). */
function zip64Fields(
  data: DataView,
  extraStart: number,
  extraEnd: number,
  wanted: { size: boolean; compressed: boolean; offset: boolean },
) {
  for (let at = extraStart; at + 4 <= extraEnd; ) {
    const id = data.getUint16(at, true);
    const length = data.getUint16(at + 2, true);
    if (id === 0x0001) {
      let field = at + 4;
      const take = () => {
        if (field + 8 > at + 4 + length) throw unreadable();
        const value = u64(data, field);
        field += 8;
        return value;
      };
      return {
        size: wanted.size ? take() : undefined,
        compressed: wanted.compressed ? take() : undefined,
        offset: wanted.offset ? take() : undefined,
      };
    }
    at += 4 + length;
  }
  throw unreadable();
}

/**
 * The entries of a zip archive read from its central directory, checked before anything is
 * inflated: the declared sizes add up to at most `maxUnzippedBytes` (otherwise 'tooLargeUnzipped':
 * a zip bomb declares its real size or lies about it, and a lie is caught by `inflateEntry`), at most
 * `maxEntries` entries, no encryption, stored or deflated data only, and every local header where
 * the directory says, with the same name and its data inside the file.
 */
export function readZipDirectory(bytes: Uint8Array, limits: ZipLimits = {}): Map<string, ZipEntry> {
  const maxUnzipped = limits.maxUnzippedBytes ?? MAX_SPREADSHEET_UNZIPPED_BYTES;
  const maxEntries = limits.maxEntries ?? MAX_SPREADSHEET_ZIP_ENTRIES;
  const data = view(bytes);
  const directory = endOfCentralDirectory(bytes);
  if (directory.count > maxEntries) throw new SpreadsheetError('tooLargeUnzipped');

  const entries = new Map<string, ZipEntry>();
  const decoder = new TextDecoder('utf-8');
  let declared = 0;
  let at = directory.offset;
  for (let i = 0; i < directory.count; i++) {
    if (at + 46 > bytes.length || data.getUint32(at, true) !== CENTRAL) throw unreadable();
    const flags = data.getUint16(at + 8, true);
    const method = data.getUint16(at + 10, true);
    let compressedSize = data.getUint32(at + 20, true);
    let size = data.getUint32(at + 24, true);
    const nameLength = data.getUint16(at + 28, true);
    const extraLength = data.getUint16(at + 30, true);
    const commentLength = data.getUint16(at + 32, true);
    let localOffset = data.getUint32(at + 42, true);
    const nameStart = at + 46;
    const extraEnd = nameStart + nameLength + extraLength;
    if (extraEnd + commentLength > bytes.length) throw unreadable();
    if (compressedSize === MAX_32 || size === MAX_32 || localOffset === MAX_32) {
      const big = zip64Fields(data, nameStart + nameLength, extraEnd, {
        size: size === MAX_32,
        compressed: compressedSize === MAX_32,
        offset: localOffset === MAX_32,
      });
      size = big.size ?? size;
      compressedSize = big.compressed ?? compressedSize;
      localOffset = big.offset ?? localOffset;
    }
    // Password-protected workbooks are not zips of XML parts; an encrypted entry cannot be read either.
    if (flags & 0x1) throw unreadable();
    if (method !== 0 && method !== 8) throw unreadable();
    declared += size;
    if (declared > maxUnzipped) throw new SpreadsheetError('tooLargeUnzipped');
    const name = decoder.decode(bytes.subarray(nameStart, nameStart + nameLength));

    if (localOffset + 30 > bytes.length || data.getUint32(localOffset, true) !== LOCAL) throw unreadable();
    const localNameLength = data.getUint16(localOffset + 26, true);
    const localExtraLength = data.getUint16(localOffset + 28, true);
    const localName = decoder.decode(bytes.subarray(localOffset + 30, localOffset + 30 + localNameLength));
    const dataStart = localOffset + 30 + localNameLength + localExtraLength;
    if (localName !== name || dataStart + compressedSize > bytes.length) throw unreadable();
    if (method === 0 && compressedSize !== size) throw unreadable();
    if (entries.has(name)) throw unreadable();
    entries.set(name, { name, method, compressedSize, size, dataStart });
    at = extraEnd + commentLength;
  }
  return entries;
}

/**
 * The bytes of an entry as they inflate, chunk by chunk (zlib works off the main thread, so the
 * server keeps answering meanwhile). Inflating past the declared size stops at once and refuses the
 * file, as does ending short of it: the directory's sizes, checked against the limit, are the truth.
 */
export async function* inflateEntry(bytes: Uint8Array, entry: ZipEntry): AsyncGenerator<Buffer> {
  const compressed = bytes.subarray(entry.dataStart, entry.dataStart + entry.compressedSize);
  if (entry.method === 0) {
    yield Buffer.from(compressed.buffer, compressed.byteOffset, compressed.byteLength);
    return;
  }
  const inflater = createInflateRaw({ chunkSize: 64 * 1024 });
  const source = Readable.from([Buffer.from(compressed.buffer, compressed.byteOffset, compressed.byteLength)]);
  source.on('error', (error) => inflater.destroy(error));
  source.pipe(inflater);
  let inflated = 0;
  try {
    for await (const chunk of inflater as AsyncIterable<Buffer>) {
      inflated += chunk.length;
      if (inflated > entry.size) throw unreadable();
      yield chunk;
    }
  } catch (error) {
    if (error instanceof SpreadsheetError) throw error;
    throw unreadable();
  } finally {
    source.unpipe(inflater);
    inflater.destroy();
  }
  if (inflated !== entry.size) throw unreadable();
}

/** A whole (small) entry as text. */
export async function entryText(bytes: Uint8Array, entry: ZipEntry): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of inflateEntry(bytes, entry)) chunks.push(chunk);
  return new TextDecoder('utf-8').decode(Buffer.concat(chunks));
}
