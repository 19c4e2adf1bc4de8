/** The longest search the FAQ takes, in characters. */
export const FAQ_SEARCH_MAX = 200;
/** How many words of a search count: more add nothing a question could match. */
export const FAQ_SEARCH_WORDS = 8;
/** The URL segment of `/faq/search/:search` that means "no search". */
export const FAQ_NO_SEARCH = 'noparms';

/**
 * The words of a search: runs of letters and digits, in the order typed, at most `FAQ_SEARCH_WORDS`
 * of at most 60 characters each. Punctuation and symbols separate words, so a word never carries
 * search syntax (`&`, `|`, `!`, `:`) into the database's query.
 */
export function searchWords(text: string): string[] {
  return (text.normalize('NFC').match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, FAQ_SEARCH_WORDS).map((w) => w.slice(0, 60));
}

/** The search a `/faq/search/:search` address holds ('' for `noparms`). */
export function searchOfPath(segment: string | undefined): string {
  if (!segment || segment === FAQ_NO_SEARCH) return '';
  return segment.slice(0, FAQ_SEARCH_MAX);
}

/** The `/faq/search/:search` address of a search. */
export function pathOfSearch(text: string): string {
  const trimmed = text.trim().slice(0, FAQ_SEARCH_MAX);
  return `/faq/search/${trimmed ? encodeURIComponent(trimmed) : FAQ_NO_SEARCH}`;
}

/** One vote per browser and question: the key under which the browser keeps its vote. */
export const voteStorageKey = (id: number) => `faq.voto.${id}`;
