import { SpreadsheetError } from './spreadsheet-error';

/**
 * What a scan reports: elements by their local name (the namespace prefix dropped: `x:row` is
 * `row`), their attributes' raw text (read with `attribute`), and the text between tags, entities
 * already decoded.
 */
export type XmlHandlers = {
  open(name: string, attributes: string, selfClosing: boolean): void;
  close(name: string): void;
  text(text: string): void;
};

const ENTITIES: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

/** The text with XML's five entities and character references decoded (unknown entities kept as written). */
export function decodeEntities(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(/&(#x[0-9a-fA-F]+|#[0-9]+|[a-zA-Z]+);/g, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff) ? String.fromCodePoint(code) : '';
    }
    return ENTITIES[name] ?? whole;
  });
}

/** One attribute of a tag's attribute text (`r="A1" t="s"`), by local name; undefined when absent. */
export function attribute(attributes: string, name: string): string | undefined {
  let from = 0;
  for (;;) {
    const at = attributes.indexOf(name, from);
    if (at === -1) return undefined;
    from = at + name.length;
    const before = attributes.charCodeAt(at - 1);
    // Preceded by a space or a prefix's colon, followed by optional spaces, '=' and a quote.
    if (at > 0 && before !== 32 && before !== 58 && before !== 9 && before !== 10 && before !== 13) continue;
    let i = from;
    while (attributes[i] === ' ') i++;
    if (attributes[i] !== '=') continue;
    i++;
    while (attributes[i] === ' ') i++;
    const quote = attributes[i];
    if (quote !== '"' && quote !== "'") continue;
    const end = attributes.indexOf(quote, i + 1);
    if (end === -1) return undefined;
    return decodeEntities(attributes.slice(i + 1, end));
  }
}

const localName = (qualified: string) => {
  const colon = qualified.indexOf(':');
  return colon === -1 ? qualified : qualified.slice(colon + 1);
};

const TAG_END = /[>"']/g;

/** The longest entity or character reference a text may end in, cut before its ';' (`&#x10FFFF`). */
const LONGEST_ENTITY = 10;
/** The most text an unfinished tag may hold between two pieces. */
const MAX_PENDING = 1024 * 1024;

/**
 * A streaming scanner of the XML parts of a workbook: `write` as many pieces as come (a tag may be
 * cut anywhere), then `end`. It knows what OOXML uses — elements, attributes, text, CDATA, comments,
 * processing instructions — and refuses a document type declaration (no entity of a document is
 * ever expanded).
 */
export class XmlScanner {
  private pending = '';

  constructor(private readonly on: XmlHandlers) {}

  write(piece: string): void {
    const s = this.pending ? this.pending + piece : piece;
    const length = s.length;
    let i = 0;
    while (i < length) {
      const lt = s.indexOf('<', i);
      if (lt === -1) {
        // Text up to the end goes now (a long text is never held), all but an entity that may be cut.
        const amp = s.lastIndexOf('&');
        const end = amp >= i && length - amp <= LONGEST_ENTITY && s.indexOf(';', amp) === -1 ? amp : length;
        if (end > i) this.on.text(decodeEntities(s.slice(i, end)));
        i = end;
        break;
      }
      if (lt > i) this.on.text(decodeEntities(s.slice(i, lt)));
      i = lt;
      const next = s.charCodeAt(lt + 1);
      if (Number.isNaN(next)) break;
      if (next === 47 /* / */) {
        const gt = s.indexOf('>', lt);
        if (gt === -1) break;
        this.on.close(localName(s.slice(lt + 2, gt).trim()));
        i = gt + 1;
      } else if (next === 63 /* ? */) {
        const end = s.indexOf('?>', lt);
        if (end === -1) break;
        i = end + 2;
      } else if (next === 33 /* ! */) {
        if (s.length < lt + 9) break;
        if (s.startsWith('<!--', lt)) {
          const end = s.indexOf('-->', lt + 4);
          if (end === -1) break;
          i = end + 3;
        } else if (s.startsWith('<![CDATA[', lt)) {
          const end = s.indexOf(']]>', lt + 9);
          if (end === -1) break;
          this.on.text(s.slice(lt + 9, end));
          i = end + 3;
        } else {
          throw new SpreadsheetError('unreadable');
        }
      } else {
        // The tag ends at the first '>' outside quotes (attribute values may hold '>').
        TAG_END.lastIndex = lt + 1;
        let gt = -1;
        for (let match = TAG_END.exec(s); match; match = TAG_END.exec(s)) {
          if (match[0] === '>') {
            gt = match.index;
            break;
          }
          const close = s.indexOf(match[0], match.index + 1);
          if (close === -1) break;
          TAG_END.lastIndex = close + 1;
        }
        if (gt === -1) break;
        const selfClosing = s.charCodeAt(gt - 1) === 47;
        const body = s.slice(lt + 1, selfClosing ? gt - 1 : gt);
        let nameEnd = 0;
        while (nameEnd < body.length && body.charCodeAt(nameEnd) > 32) nameEnd++;
        const name = localName(body.slice(0, nameEnd));
        this.on.open(name, body.slice(nameEnd), selfClosing);
        if (selfClosing) this.on.close(name);
        i = gt + 1;
      }
    }
    this.pending = s.slice(i);
    // A tag, comment or CDATA section this long is no workbook's.
    if (this.pending.length > MAX_PENDING) throw new SpreadsheetError('unreadable');
  }

  /** The document ended: whatever is left must be blank. */
  end(): void {
    if (this.pending.trim()) throw new SpreadsheetError('unreadable');
    this.pending = '';
  }
}
