import { describe, expect, it } from 'vitest';
import { dateColumn, shortDateColumn } from './crud-columns';

type Row = { created_at: string };
const row: Row = { created_at: '2026-01-05T02:00:00Z' };

describe('date columns', () => {
  it('show the general dd/mm/yyyy date in São Paulo', () => {
    expect(dateColumn<Row>('created_at', 'Criado em').text?.(row)).toBe('04/01/2026');
  });

  it('keep dd/mm/yy for the screens whose spec asks for it', () => {
    expect(shortDateColumn<Row>('created_at', 'Criação').text?.(row)).toBe('04/01/26');
  });
});
