/** The digits of a phone number, without a leading country code 55 when what is left is a whole Brazilian number. */
function nationalDigits(value: string): string {
  const d = value.replace(/\D/g, '');
  return (d.length === 12 || d.length === 13) && d.startsWith('55') ? d.slice(2) : d;
}

/**
 * A phone number as every screen shows it: 10 digits → (DD) NNNN-NNNN (a landline), 11 → (DD) NNNNN-NNNN
 * (a mobile), with a leading +55 dropped; anything else is shown as it was written.
 */
export function formatPhone(value: string | null | undefined): string {
  if (!value) return '';
  const d = nationalDigits(value);
  if (d.length === 10) return `(${d.slice(0, 2)}) ${d.slice(2, 6)}-${d.slice(6)}`;
  if (d.length === 11) return `(${d.slice(0, 2)}) ${d.slice(2, 7)}-${d.slice(7)}`;
  return value.trim();
}

/**
 * The phone mask of a field, over the digits typed so far: (DD) NNNN-NNNN up to ten digits, and the
 * spec's (##) #####-#### once the eleventh is typed, so a whole number reads as formatPhone shows it;
 * a leading +55 is dropped as formatPhone drops it.
 */
export function maskPhone(value: string): string {
  // A number pasted or typed with its country code (+55 (31) 99999-8888) keeps its national part.
  const d = nationalDigits(value).slice(0, 11);
  if (d.length <= 2) return d.length ? `(${d}` : '';
  if (d.length <= 6) return `(${d.slice(0, 2)}) ${d.slice(2)}`;
  if (d.length <= 10) return `(${d.slice(0, 2)}) ${d.slice(2, 6)}-${d.slice(6)}`;
  return `(${d.slice(0, 2)}) ${d.slice(2, 7)}-${d.slice(7)}`;
}
