const BRL = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });

/** An amount in Brazilian reais: 1234.5 → 'R$ 1.234,50'; null → ''. */
export function formatMoney(value: number | null | undefined): string {
  return value === null || value === undefined ? '' : BRL.format(value).replace(/\u00a0/g, ' ');
}
