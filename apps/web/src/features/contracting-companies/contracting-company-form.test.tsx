import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ADDRESS_API } from '@intranet/shared/cities/cities.contract';
import { answer, signIn, StubFailure, stubApi } from '../../test/render-page';
import { errorsUnder } from '../../components/form/test-queries';
import { session } from '../../lib/session';
import { renderCrudForm } from '../../test/render-crud-form';
import { CONTRACTING_COMPANIES } from './contracting-company-screens';

afterEach(() => session.clear());

// Selects of antd are slow to drive on a busy machine: the tests start from values where they can.
const SLOW = { timeout: 90_000 };
const LONG = { timeout: 20_000 };

const form = renderCrudForm;

describe('the contracting company form (generic form: masks, CEP lookup)', () => {
  it('masks the CNPJ and the CEP as typed and flags them while shorter than the mask', SLOW, async () => {
    form(CONTRACTING_COMPANIES);
    fireEvent.change(screen.getByLabelText('CNPJ'), { target: { value: '112223330001' } });
    expect(screen.getByLabelText('CNPJ')).toHaveValue('11.222.333/0001');
    await waitFor(() => expect(errorsUnder('CNPJ')).toBe('Ops! Parece que seu cnpj é inválido!'), LONG);
    fireEvent.change(screen.getByLabelText('CNPJ'), { target: { value: '11.222.333/0001-82' } });
    await waitFor(() => expect(errorsUnder('CNPJ')).toBe('Ops! Parece que seu cnpj é inválido!'), LONG);
    fireEvent.change(screen.getByLabelText('CNPJ'), { target: { value: '11222333000181' } });
    expect(screen.getByLabelText('CNPJ')).toHaveValue('11.222.333/0001-81');
    await waitFor(() => expect(errorsUnder('CNPJ')).toBe(''), LONG);
    fireEvent.change(screen.getByLabelText('CEP'), { target: { value: '3013' } });
    await waitFor(() => expect(errorsUnder('CEP')).toBe('CEP invalido'), LONG);
  });

  it(
    'fills the address from the CEP at nine characters, clears it below six, and says when the CEP is unknown',
    SLOW,
    async () => {
      signIn({ roles: ['users:superadmin'] });
      stubApi([
        answer(ADDRESS_API.lookupCep, ({ params }) => {
          if (params.cep !== '30140-071')
            throw new StubFailure(404, { error: 'not_found', message: 'CEP não encontrado, tente novamente' });
          return {
            endereco: {
              address: 'Rua da Bahia',
              code: '30140-071',
              district: 'Centro',
              state: 'MG',
              city: 'Belo Horizonte',
              city_id: 2754,
            },
          };
        }),
      ]);
      form(CONTRACTING_COMPANIES);
      fireEvent.change(screen.getByLabelText('CEP'), { target: { value: '30140071' } });
      await waitFor(() => expect(screen.getByLabelText('Endereço')).toHaveValue('Rua da Bahia'));
      expect(screen.getByLabelText('Bairro')).toHaveValue('Centro');
      expect(screen.getByLabelText('Cidade')).toHaveValue('Belo Horizonte');
      fireEvent.change(screen.getByLabelText('CEP'), { target: { value: '3014' } });
      await waitFor(() => expect(screen.getByLabelText('Endereço')).toHaveValue(''));
      fireEvent.change(screen.getByLabelText('CEP'), { target: { value: '99999999' } });
      expect(await screen.findByText('CEP não encontrado, tente novamente')).toBeInTheDocument();
    },
  );
});
