/**
 * Content lines of iCalendar (RFC 5545 §3.1) and vCard (RFC 6350 §3.2) files: CRLF ends every line,
 * and a line longer than 75 octets of UTF-8 is folded (CRLF and one space), never inside a character.
 */
const encoder = new TextEncoder();
const LIMIT = 75;

export function foldLine(line: string): string {
  if (encoder.encode(line).length <= LIMIT) return line;
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    // Continuation lines start with the space that unfolding removes: 74 octets are left for text.
    const room = parts.length === 0 ? LIMIT : LIMIT - 1;
    if (octets + size > room) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/** A TEXT value: backslash, semicolon, comma and line breaks escaped (RFC 5545 §3.3.11, RFC 6350 §3.4). */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** The lines joined as a file: each folded, each ended by CRLF. */
export function contentLines(lines: readonly string[]): string {
  return lines.map((line) => `${foldLine(line)}\r\n`).join('');
}
