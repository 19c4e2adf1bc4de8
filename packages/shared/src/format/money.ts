const BRL = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });

/** Brazilian real, e.g. 'R$ 1.234,50'; null shows N/A. */
export function formatBRL(value: number | string | null | undefined): string {
  if (value === null || value === undefined || value === '') return 'N/A';
  const n = typeof value === 'number' ? value : Number(value);
  if (Number.isNaN(n)) return 'N/A';
  return BRL.format(n).replace(/\u00a0/g, ' ');
}
