import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { HOLIDAY_API } from '@intranet/shared/holidays/holidays.contract';
import { answer, renderPage, signIn, stubApi } from '../../test/render-page';
import { button } from '../../test/antd';
import { errorsUnder, toasts } from '../../components/form/test-queries';
import { session } from '../../lib/session';
import { CrudRegisterPage } from '../../components/crud/crud-register-page';
import { HOLIDAYS } from './holiday-screens';

afterEach(() => session.clear());
const SLOW = { timeout: 60_000 };
const LONG = { timeout: 20_000 };

/** Types `text` in the date field, then Enter and leaves it, as a person does. */
function typeDate(text: string) {
  const input = screen.getByLabelText('Data');
  fireEvent.mouseDown(input);
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value: text } });
  fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
  fireEvent.blur(input);
  return input as HTMLInputElement;
}

describe('the holiday date (dd/mm)', () => {
  it('says its format in the placeholder', () => {
    signIn({ roles: ['users:superadmin'] });
    stubApi([]);
    renderPage(<CrudRegisterPage config={HOLIDAYS} />, { path: '/holidays/register' });
    expect(screen.getByLabelText('Data')).toHaveAttribute('placeholder', 'dd/mm');
  });

  it.each(['25/12', '25/12/2026'])(
    'keeps the day and month of "%s" typed with Enter, and saves them',
    SLOW,
    async (typed) => {
      signIn({ roles: ['users:superadmin'] });
      const { calls } = stubApi([answer(HOLIDAY_API.create, () => ({ insert_rh_feriado_one: { id: 1 } }))]);
      renderPage(<CrudRegisterPage config={{ ...HOLIDAYS, newValues: { ...HOLIDAYS.newValues, nome: 'Natal' } }} />, {
        path: '/holidays/register',
      });
      const input = typeDate(typed);
      await waitFor(() => expect(input.value).toBe('25/12'), LONG);
      expect(errorsUnder('Data')).toBe('');
      fireEvent.click(button('Salvar'));
      await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true), LONG);
      expect((calls.find((c) => c.method === 'POST')!.body as { object: { data: string } }).object.data).toBe('12-25');
    },
  );

  it('shows a refusal once however many times the form is sent', SLOW, async () => {
    signIn({ roles: ['users:superadmin'] });
    stubApi([]);
    renderPage(<CrudRegisterPage config={HOLIDAYS} />, { path: '/holidays/register' });
    fireEvent.click(button('Salvar'));
    fireEvent.click(button('Salvar'));
    await waitFor(() => expect(toasts()).toContain('Preencha todos os campos obrigatórios!'), LONG);
    await waitFor(() => expect(errorsUnder('Data')).toBe('Campo obrigatório'), LONG);
    expect(toasts()).toEqual(['Preencha todos os campos obrigatórios!']);
  });
});
