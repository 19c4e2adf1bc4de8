import { describe, expect, it } from 'vitest';
import { neutralizeCell } from './spreadsheet';

describe('cells of an export', () => {
  it('are never read as a formula by a spreadsheet program', () => {
    for (const text of ['=HYPERLINK("http://x","clique")', '+5531988887777', '-1+1', '@SOMA(A1)', '\t=1', '\r=1'])
      expect(neutralizeCell(text)).toBe(`'${text}`);
    for (const text of ['Maria da Silva', '(31) 98888-7777', '529.982.247-25', ''])
      expect(neutralizeCell(text)).toBe(text);
  });
});
