/** Names in quotes as a pt-BR list: '"A"', '"A" e "B"', '"A", "B" e "C"'. */
export function quotedList(names: readonly string[]): string {
  const quoted = names.map((name) => `"${name}"`);
  if (quoted.length < 2) return quoted.join('');
  return `${quoted.slice(0, -1).join(', ')} e ${quoted[quoted.length - 1]}`;
}
