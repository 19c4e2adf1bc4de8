/**
 * A cell exported to CSV or a spreadsheet, made inert: a text starting with '=', '+', '-', '@' (or a
 * tab or carriage return) would be read as a formula by spreadsheet programs (CSV/formula
 * injection), so it gets a leading apostrophe, which they show as text.
 */
export function neutralizeCell(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}
