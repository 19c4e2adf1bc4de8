import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { HOLIDAY_API } from '@intranet/shared/holidays/holidays.contract';
import { answer, renderPage, signIn, StubFailure, stubApi } from '../../test/render-page';
import { button, choose } from '../../test/antd';
import { errorsUnder, toasts } from '../../components/form/test-queries';
import { session } from '../../lib/session';
import { renderCrudForm } from '../../test/render-crud-form';
import { CrudRegisterPage } from '../../components/crud/crud-register-page';
import { HOLIDAYS } from './holiday-screens';

afterEach(() => session.clear());

// Selects of antd are slow to drive on a busy machine: the tests start from values where they can.
const SLOW = { timeout: 90_000 };
const LONG = { timeout: 20_000 };

const form = renderCrudForm;
const select = (label: string) => screen.getByLabelText(label).closest('.ant-select') as HTMLElement;
const isDisabled = (label: string) => select(label).className.includes('ant-select-disabled');
const citiesIn = (name: string) =>
  [...screen.getByRole('listbox', { name }).querySelectorAll('[role=option]')].map((o) => o.textContent);

describe('the holiday form (generic form: dependent fields, the cities dual list, saving)', () => {
  it(
    'enables the state only for Estadual or Municipal holidays and the cities only for Municipal ones',
    SLOW,
    async () => {
      form(HOLIDAYS);
      expect(screen.getByText('* CAMPO DE PREENCHIMENTO OBRIGATÓRIO')).toBeInTheDocument();
      expect(isDisabled('Estado')).toBe(true);
      expect(screen.getByLabelText('Filtrar cidades')).toBeDisabled();
      await choose('Tipo', 'Estadual');
      await waitFor(() => expect(isDisabled('Estado')).toBe(false), LONG);
      expect(screen.getByLabelText('Filtrar cidades')).toBeDisabled();
      await choose('Tipo', 'Municipal');
      await waitFor(() => expect(screen.getByLabelText('Filtrar cidades')).not.toBeDisabled(), LONG);
    },
  );

  it(
    'clears the chosen cities when the type stops being Municipal, and the state when it becomes Nacional',
    SLOW,
    async () => {
      const { onSubmit } = form(HOLIDAYS, { ...HOLIDAYS.newValues, nome: 'Feriado', tipo: 'Municipal', uf: 'MG' });
      fireEvent.change(await screen.findByLabelText('Filtrar cidades'), { target: { value: 'betim' } });
      fireEvent.click(await screen.findByRole('option', { name: 'Betim' }, LONG));
      fireEvent.click(screen.getByLabelText('Mover selecionadas para a direita'));
      expect(citiesIn('Cidades selecionadas')).toEqual(['Betim']);
      await choose('Tipo', 'Estadual');
      await waitFor(() => expect(citiesIn('Cidades selecionadas')).toEqual([]), LONG);
      expect(screen.getByTitle('MG - Minas Gerais')).toBeInTheDocument();
      await choose('Tipo', 'Nacional');
      await waitFor(() => expect(screen.queryByTitle('MG - Minas Gerais')).not.toBeInTheDocument(), LONG);
      expect(onSubmit).not.toHaveBeenCalled();
    },
  );

  it('moves cities with the four arrows and filters both lists', SLOW, async () => {
    form(HOLIDAYS, { ...HOLIDAYS.newValues, tipo: 'Municipal', uf: 'AC' });
    await waitFor(() => expect(citiesIn('Cidades disponíveis').length).toBeGreaterThan(20), LONG);
    const all = citiesIn('Cidades disponíveis');
    fireEvent.click(screen.getByLabelText('Mover todas para a direita'));
    expect(citiesIn('Cidades selecionadas')).toEqual(all);
    fireEvent.click(screen.getByRole('option', { name: 'Rio Branco' }));
    fireEvent.click(screen.getByLabelText('Mover selecionadas para a esquerda'));
    expect(citiesIn('Cidades disponíveis')).toEqual(['Rio Branco']);
    fireEvent.change(screen.getByLabelText('Filtrar cidades'), { target: { value: 'cruzeiro' } });
    expect(citiesIn('Cidades selecionadas')).toEqual(['Cruzeiro do Sul']);
    fireEvent.change(screen.getByLabelText('Filtrar cidades'), { target: { value: '' } });
    fireEvent.click(screen.getByLabelText('Mover todas para a esquerda'));
    expect(citiesIn('Cidades selecionadas')).toEqual([]);
    expect(citiesIn('Cidades disponíveis')).toHaveLength(all.length);
  });

  it('reports the first missing field with one toast, marks the fields and calls nothing', SLOW, async () => {
    signIn({ roles: ['users:superadmin'] });
    const { calls } = stubApi([]);
    renderPage(<CrudRegisterPage config={HOLIDAYS} />, { path: '/holidays/register' });
    fireEvent.click(button('Salvar'));
    await waitFor(() => expect(toasts()).toEqual(['Preencha todos os campos obrigatórios!']), LONG);
    expect(errorsUnder('Nome')).toBe('Campo obrigatório');
    expect(errorsUnder('Data')).toBe('Campo obrigatório');
    expect(calls).toHaveLength(0);
  });

  it('asks for cities on a municipal holiday under the cities with "Selecione uma ou mais cidades"', SLOW, async () => {
    signIn({ roles: ['users:superadmin'] });
    const { calls } = stubApi([]);
    const config = {
      ...HOLIDAYS,
      newValues: { ...HOLIDAYS.newValues, nome: 'Padroeira', data: '08-15', tipo: 'Municipal' as const, uf: 'MG' },
    };
    renderPage(<CrudRegisterPage config={config} />, { path: '/holidays/register' });
    fireEvent.click(button('Salvar'));
    expect(await screen.findByText('Selecione uma ou mais cidades', {}, LONG)).toBeInTheDocument();
    await waitFor(() => expect(toasts()).toEqual(['Preencha todos os campos obrigatórios!']), LONG);
    expect(calls).toHaveLength(0);
  });

  it('shows the failure toast once with the server reason under its field, and stays', SLOW, async () => {
    signIn({ roles: ['users:superadmin'] });
    stubApi([
      answer(HOLIDAY_API.create, () => {
        throw new StubFailure(400, {
          error: 'invalid_input',
          message: 'Data inválida',
          fields: [{ path: 'object.nome', message: 'Nome recusado' }],
        });
      }),
    ]);
    const config = { ...HOLIDAYS, newValues: { ...HOLIDAYS.newValues, nome: 'Recusado', data: '12-25' } };
    renderPage(<CrudRegisterPage config={config} />, { path: '/holidays/register' });
    fireEvent.click(button('Salvar'));
    await waitFor(
      () => expect(toasts()).toEqual(['Ops! Parece que algo errado aconteceu. Revise os dados e tente novamente!']),
      LONG,
    );
    expect(errorsUnder('Nome')).toBe('Nome recusado');
    expect(screen.queryByTestId('navigated')).not.toBeInTheDocument();
  });
});
