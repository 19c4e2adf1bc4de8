import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { acceptsImage } from './crud-controls';
import { spokenSaveError } from './save-error';

describe('the generic form: rules of its own', () => {
  it('accepts jpg, jpeg and png images up to 10 MB only', () => {
    expect(acceptsImage({ name: 'foto.JPG', type: 'image/jpeg', size: 1000 })).toBe(true);
    expect(acceptsImage({ name: 'foto.png', type: 'image/png', size: 10_485_760 })).toBe(true);
    expect(acceptsImage({ name: 'foto.png', type: 'image/png', size: 10_485_761 })).toBe(false);
    expect(acceptsImage({ name: 'foto.gif', type: 'image/gif', size: 1000 })).toBe(false);
  });

  it("words the server's date checks and Uniqueness clashes as the spec does", () => {
    expect(spokenSaveError(new ApiError(400, 'violates check constraint "valida_datas"'))).toBe(
      'A data de ingresso não pode ser maior que a data de conclusão!',
    );
    expect(
      spokenSaveError(new ApiError(400, 'valida_data'), 'A data de ingresso não pode ser maior que a data de saída!'),
    ).toBe('A data de ingresso não pode ser maior que a data de saída!');
    expect(spokenSaveError(new ApiError(409, 'Uniqueness violation'))).toBe(
      'Já existe uma restrição cadastrada para esse cliente, atualize as preferências através da tabela de restrições!',
    );
    expect(spokenSaveError(new ApiError(500, 'boom'))).toBeUndefined();
  });
});
