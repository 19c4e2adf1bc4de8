import type { FaqHighlight } from '@intranet/shared/faq/faq.schemas';
import { foldText } from '@intranet/shared/format/text';

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

/**
 * The plain text of sanitized answer HTML (what the search indexes and the excerpts show): tags
 * become spaces, block ends line breaks, the entities the sanitizer writes are decoded.
 */
export function plainTextOf(html: string): string {
  return html
    .replace(/<(br|\/p|\/li|\/h[1-6]|\/blockquote)\s*\/?>/gi, '\n')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => ENTITIES[name])
    .replace(/[ \t\u00a0]+/g, ' ')
    .replace(/ *\n[ \n]*/g, '\n')
    .trim();
}

const WORD = /[\p{L}\p{N}]+/gu;

/** The distinct words of texts, folded (no case, no accents), as the stems are asked for. */
export function foldedWords(...texts: string[]): string[] {
  const words = new Set<string>();
  for (const text of texts) for (const word of text.match(WORD) ?? []) words.add(foldText(word));
  return [...words];
}

/**
 * What a search matches, as the database's query does: a word whose Portuguese stem is one of the
 * searched words' stems, or (the word being typed) whose folded form starts with `prefix`.
 */
export type WordMatcher = { stems: ReadonlySet<string>; prefix: string | null; stemOf: ReadonlyMap<string, string> };

function isMatch(word: string, m: WordMatcher): boolean {
  const folded = foldText(word);
  const stem = m.stemOf.get(folded);
  return (stem !== undefined && m.stems.has(stem)) || (m.prefix !== null && folded.startsWith(m.prefix));
}

type Token = { text: string; word: boolean };

function tokens(text: string): Token[] {
  const out: Token[] = [];
  let at = 0;
  for (const match of text.matchAll(WORD)) {
    if (match.index > at) out.push({ text: text.slice(at, match.index), word: false });
    out.push({ text: match[0], word: true });
    at = match.index + match[0].length;
  }
  if (at < text.length) out.push({ text: text.slice(at), word: false });
  return out;
}

/** Runs of text, the matched words marked, neighbours of the same kind joined. */
function runs(parts: Token[], m: WordMatcher): FaqHighlight {
  const out: FaqHighlight = [];
  for (const part of parts) {
    const marcado = part.word && isMatch(part.text, m);
    const last = out[out.length - 1];
    if (last && last.marcado === marcado) last.texto += part.text;
    else out.push({ texto: part.text, marcado });
  }
  return out;
}

/** The whole text with its matched words marked (a question's title). */
export function markText(text: string, m: WordMatcher): FaqHighlight {
  return runs(tokens(text), m);
}

/**
 * An excerpt of about `size` words around the first matched word (the beginning when none matched),
 * with '…' where the text was cut, its matched words marked (an answer under its title).
 */
export function excerpt(text: string, m: WordMatcher, size = 36): FaqHighlight {
  const flat = text.replace(/\s+/g, ' ').trim();
  const parts = tokens(flat);
  const wordAt = parts.flatMap((p, i) => (p.word ? [i] : []));
  if (wordAt.length <= size) return runs(parts, m);
  const first = wordAt.findIndex((i) => isMatch(parts[i].text, m));
  const start = Math.max(0, Math.min(first < 0 ? 0 : first - Math.floor(size / 3), wordAt.length - size));
  const from = start === 0 ? 0 : wordAt[start];
  const endWord = start + size - 1;
  const to = endWord >= wordAt.length - 1 ? parts.length : wordAt[endWord] + 1;
  const cut = runs(parts.slice(from, to), m);
  if (from > 0) cut.unshift({ texto: '… ', marcado: false });
  if (to < parts.length) cut.push({ texto: ' …', marcado: false });
  return cut.reduce<FaqHighlight>((joined, run) => {
    const last = joined[joined.length - 1];
    if (last && last.marcado === run.marcado) last.texto += run.texto;
    else joined.push({ ...run });
    return joined;
  }, []);
}
