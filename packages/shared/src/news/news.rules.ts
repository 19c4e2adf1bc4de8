/** The limits of a news item's fields. */
export const NEWS_LIMITS = {
  titulo: 200,
  resumo: 500,
  fonte: 200,
  url: 1000,
  texto: 200_000,
  hashtag: 40,
  hashtags: 20,
  busca: 120,
} as const;

/** The cover and auxiliary image formats a news item accepts (spec §5). */
export const NEWS_IMAGE_FORMATS = ['png', 'jpeg', 'jpg'] as const;
export type NewsImageFormat = (typeof NEWS_IMAGE_FORMATS)[number];

/** Content types of those formats, as the files module detects them from the bytes. */
export const NEWS_IMAGE_TYPES = ['image/png', 'image/jpeg'] as const;

export function isNewsImageFormat(format: string | null | undefined): format is NewsImageFormat {
  return !!format && (NEWS_IMAGE_FORMATS as readonly string[]).includes(format.toLowerCase());
}

/** One tag as people type it: without its leading '#' and surrounding spaces. */
export function cleanHashtag(tag: string): string {
  return tag.trim().replace(/^#+/, '').trim();
}

/** The tags of a `hashtag` field ('rede;fibra;' → ['rede', 'fibra']), each once whatever its case. */
export function splitHashtags(value: string | null | undefined): string[] {
  const seen = new Set<string>();
  const tags: string[] = [];
  for (const raw of (value ?? '').split(';')) {
    const tag = cleanHashtag(raw);
    if (!tag || seen.has(tag.toLowerCase())) continue;
    seen.add(tag.toLowerCase());
    tags.push(tag);
  }
  return tags;
}

/** The spec's form of the tags: each followed by a semicolon (['rede', 'fibra'] → 'rede;fibra;'). */
export function joinHashtags(tags: readonly string[]): string {
  return tags.map((tag) => `${tag};`).join('');
}

/** `data:image/png;base64,AAAA` or bare base64 → the base64 part. */
export function base64Of(data: string): string {
  const comma = data.indexOf(',');
  return data.startsWith('data:') && comma >= 0 ? data.slice(comma + 1) : data;
}

/** The format a data URL names ('data:image/png;base64,…' → 'png'), if any. */
export function formatOfDataUrl(data: string): string | null {
  const match = /^data:image\/([a-z0-9.+-]+);base64,/i.exec(data);
  return match ? match[1].toLowerCase() : null;
}
