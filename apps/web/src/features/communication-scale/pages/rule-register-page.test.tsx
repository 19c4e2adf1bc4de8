import { afterEach, describe, expect, it } from 'vitest';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { COMMUNICATION_SCALE_API as API } from '@intranet/shared/communication-scale/communication-scale.contract';
import { errorsUnder, toasts } from '../../../components/form/test-queries';
import { session } from '../../../lib/session';
import { expectNotFoundWithoutCalls } from '../../../test/page-checks';
import { button, choose } from '../../../test/antd';
import { answer, renderPage, signIn, StubFailure, stubApi, type StubAnswer } from '../../../test/render-page';
import { errorsUnderField, optionsOf, section } from '../components/rule-form.test-helpers';
import { RuleRegisterPage } from './rule-register-page';

// The machine running the suite is shared: the form's checks and toasts get a few seconds.
configure({ asyncUtilTimeout: 5000 });

const PATH = '/marketing/communication-scale-rules/register';
const KNOWN = 'Use apenas {{nome}}, {{primeiro_nome}}, {{codigo}}, {{cpf}} ou {{provedor}}.';
const created = answer(API.createRules, () => ({
  insert_campanha_regras: { affected_rows: 1, returning: [{ id: 30 }] },
}));

afterEach(() => session.clear());

function open(answers: StubAnswer[] = []) {
  signIn({ roles: ['regua_comunicacao:solicitante', 'user'] });
  const stub = stubApi(answers);
  renderPage(<RuleRegisterPage />, { path: PATH, at: `${PATH}?idCampaign=5` });
  return stub;
}
const posted = (calls: { method: string; body: unknown }[]) => calls.filter((c) => c.method === 'POST');
const tempo = () => screen.getByLabelText('Tempo') as HTMLInputElement;
/** Types the days and leaves the field, as a person does before choosing anything else. */
const typeTempo = async (days: string) => {
  await waitFor(() => expect(tempo()).toBeEnabled());
  fireEvent.change(tempo(), { target: { value: days } });
  fireEvent.blur(tempo());
};
const dateField = () => document.getElementById('data_especifica') as HTMLInputElement;

describe('the rule form: criterion × envio', { timeout: 90_000 }, () => {
  it('offers for each criterion only the envio options of the matrix, with the date only for a specific date', async () => {
    open();
    expect(screen.getByLabelText('Envio')).toBeDisabled();
    expect(dateField()).toBeDisabled();
    expect(await optionsOf('Critério')).toEqual([
      'Data Específica',
      'Data da Ativação',
      'Data da Contratação',
      'Data de Aniversário',
    ]);
    expect(await optionsOf('Turno')).toEqual(['Manhã (07:00)', 'Tarde (13:00)', 'Noite (20:00)']);

    const expected = {
      'Data Específica': ['No dia', 'Dia(s) ante(s)', 'Anual'],
      'Data da Ativação': ['No dia', 'Dia(s) seguinte(s)'],
      'Data da Contratação': ['No dia', 'Dia(s) seguinte(s)', 'Anual'],
      'Data de Aniversário': ['No dia', 'Dia(s) ante(s)', 'Anual'],
    };
    for (const [criterion, envios] of Object.entries(expected)) {
      await choose('Critério', criterion);
      await waitFor(() => expect(screen.getByLabelText('Envio')).toBeEnabled());
      expect(await optionsOf('Envio'), criterion).toEqual(envios);
      expect(dateField().disabled, criterion).toBe(criterion !== 'Data Específica');
    }
  });

  it('sets the tempo by the envio: 0 on the day, Não aplicável every year, days to type otherwise', async () => {
    open();
    await choose('Critério', 'Data da Contratação');
    await choose('Envio', 'No dia');
    await waitFor(() => expect(tempo()).toHaveValue('0'));
    expect(tempo()).toBeDisabled();
    await choose('Envio', 'Anual');
    await waitFor(() => expect(tempo()).toHaveValue('Não aplicável'));
    expect(tempo()).toBeDisabled();
    await choose('Envio', 'Dia(s) seguinte(s)');
    await waitFor(() => expect(tempo()).toHaveValue(''));
    expect(tempo()).toBeEnabled();
  });

  it('resets envio and tempo when another criterion is chosen, and clears the date when it no longer applies', async () => {
    open();
    await choose('Critério', 'Data Específica');
    await choose('Envio', 'Dia(s) ante(s)');
    await typeTempo('3');
    fireEvent.change(dateField(), { target: { value: '25122026' } });
    expect(dateField()).toHaveValue('25/12/2026');
    await choose('Critério', 'Data de Aniversário');
    await waitFor(() => expect(tempo()).toHaveValue(''));
    expect(
      within(screen.getByLabelText('Envio').closest('.ant-select') as HTMLElement).getByText('Selecione'),
    ).toBeInTheDocument();
    expect(dateField()).toHaveValue('');
    expect(dateField()).toBeDisabled();
  });
});

describe('the rule form: the register texts (spec §5)', { timeout: 90_000 }, () => {
  it('asks for criterion, envio and shift and for one active message, without a call', async () => {
    const { calls } = open();
    fireEvent.click(button('Salvar'));
    await waitFor(() =>
      expect([errorsUnder('Critério'), errorsUnder('Envio'), errorsUnder('Turno')]).toEqual([
        'Campo obrigatório',
        'Campo obrigatório',
        'Campo obrigatório',
      ]),
    );
    await waitFor(() =>
      expect(toasts()).toEqual([
        'Você precisa marcar como ativada pelo menos uma das mensagens(whatsapp, email ou sms)',
      ]),
    );
    expect(posted(calls)).toEqual([]);
  });

  it('asks for one active message when the rest is filled', async () => {
    const { calls } = open();
    await choose('Critério', 'Data da Ativação');
    await choose('Envio', 'No dia');
    await choose('Turno', 'Tarde (13:00)');
    fireEvent.click(button('Salvar'));
    await waitFor(() =>
      expect(toasts()).toEqual([
        'Você precisa marcar como ativada pelo menos uma das mensagens(whatsapp, email ou sms)',
      ]),
    );
    expect(posted(calls)).toEqual([]);
  });

  it('asks each active channel for its text, the tempo of days after and the date of a specific date', async () => {
    const { calls } = open();
    await choose('Critério', 'Data da Ativação');
    await choose('Envio', 'Dia(s) seguinte(s)');
    await choose('Turno', 'Tarde (13:00)');
    fireEvent.click(screen.getByRole('switch', { name: 'Mensagem SMS' }));
    fireEvent.click(screen.getByRole('switch', { name: 'Mensagem WhatsApp' }));
    fireEvent.click(button('Salvar'));
    await waitFor(() =>
      expect([errorsUnder('Tempo'), errorsUnder('Texto do SMS'), errorsUnder('Template WhatsApp')]).toEqual([
        'Campo obrigatório',
        'Campo obrigatório',
        'Campo obrigatório',
      ]),
    );
    await waitFor(() => expect(toasts()).toEqual(['Preencha todos os campos obrigatórios!']));

    await choose('Critério', 'Data Específica');
    await choose('Envio', 'No dia');
    fireEvent.click(button('Salvar'));
    await waitFor(() => expect(errorsUnderField('data_especifica')).toBe('Campo obrigatório'));
    fireEvent.change(dateField(), { target: { value: '31/02/2026' } });
    await waitFor(() =>
      expect(errorsUnderField('data_especifica')).toBe('Data inválida no formato esperado (dd/MM/yyyy)'),
    );
    expect(posted(calls)).toEqual([]);
  });

  it('names an unknown placeholder under its message, without a call', async () => {
    const { calls } = open();
    await choose('Critério', 'Data da Ativação');
    await choose('Envio', 'No dia');
    await choose('Turno', 'Noite (20:00)');
    fireEvent.click(screen.getByRole('switch', { name: 'Mensagem SMS' }));
    fireEvent.change(screen.getByLabelText('Texto do SMS'), { target: { value: 'Oi {{apelido}}' } });
    fireEvent.change(screen.getByLabelText('Título do e-mail'), { target: { value: 'Olá {{sobrenome}} e {{idade}}' } });
    fireEvent.click(button('Salvar'));
    await waitFor(() => expect(errorsUnder('Texto do SMS')).toBe(`Variável desconhecida: {{apelido}}. ${KNOWN}`));
    expect(errorsUnder('Título do e-mail')).toBe(`Variáveis desconhecidas: {{sobrenome}}, {{idade}}. ${KNOWN}`);
    expect(posted(calls)).toEqual([]);
  });
});

describe('the rule form: placeholders', { timeout: 90_000 }, () => {
  it('lists the placeholders beside each message and inserts the one clicked', async () => {
    open();
    const sms = section('Mensagem SMS');
    expect(
      within(sms)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['{{nome}}', '{{primeiro_nome}}', '{{codigo}}', '{{cpf}}', '{{provedor}}']);
    fireEvent.change(screen.getByLabelText('Texto do SMS'), { target: { value: 'Olá, ' } });
    fireEvent.click(within(sms).getByText('{{primeiro_nome}}'));
    await waitFor(() => expect(screen.getByLabelText('Texto do SMS')).toHaveValue('Olá, {{primeiro_nome}}'));

    const whatsapp = section('Mensagem WhatsApp');
    fireEvent.click(within(whatsapp).getByText('{{nome}}'));
    await waitFor(() => expect(screen.getByLabelText('Template WhatsApp')).toHaveValue('{{nome}}'));

    const email = section('Mensagem E-mail');
    fireEvent.click(within(email).getByText('{{codigo}}'));
    await waitFor(() => expect(email.querySelector('.ProseMirror')?.textContent).toBe('{{codigo}}'));
    fireEvent.focus(screen.getByLabelText('Título do e-mail'));
    fireEvent.click(within(email).getByText('{{cpf}}'));
    await waitFor(() =>
      expect(screen.getByLabelText('Título do e-mail')).toHaveValue('Mensagem da {{provedor}} para você{{cpf}}'),
    );
  });
});

describe('the rule register', { timeout: 90_000 }, () => {
  it('saves a yearly birthday rule on e-mail and WhatsApp without a tempo, and returns to the rules', async () => {
    const { calls } = open([created]);
    await choose('Critério', 'Data de Aniversário');
    await choose('Envio', 'Anual');
    await choose('Turno', 'Manhã (07:00)');
    fireEvent.click(screen.getByRole('switch', { name: 'Mensagem E-mail' }));
    fireEvent.click(within(section('Mensagem E-mail')).getByText('{{primeiro_nome}}'));
    fireEvent.click(screen.getByRole('switch', { name: 'Mensagem WhatsApp' }));
    fireEvent.change(screen.getByLabelText('Template WhatsApp'), { target: { value: 'Parabéns, {{primeiro_nome}}!' } });
    fireEvent.click(button('Salvar'));
    expect(await screen.findByText('Regra da campanha de comunicação cadastrada com sucesso!')).toBeInTheDocument();
    expect(await screen.findByTestId('navigated')).toHaveTextContent(
      '/marketing/communication-scale-rules/list?idCampaign=5',
    );
    expect(posted(calls)[0].body).toEqual({
      objects: [
        {
          campanha_id: 5,
          criterio: 'data_aniversario',
          envio: 'anual',
          data_especifica: null,
          turno: 'M',
          ativo: true,
          whatsapp: true,
          template_whatsapp: 'Parabéns, {{primeiro_nome}}!',
          email: true,
          titulo_email: 'Mensagem da {{provedor}} para você',
          mensagem_email: '<p>{{primeiro_nome}}</p>',
          sms: false,
          mensagem_sms: null,
        },
      ],
    });
  });

  it('sends the tempo of a rule on the day as null, and the days and the date it counts', async () => {
    const { calls } = open([created]);
    await choose('Critério', 'Data da Ativação');
    await choose('Envio', 'No dia');
    await choose('Turno', 'Tarde (13:00)');
    fireEvent.click(screen.getByRole('switch', { name: 'Status' }));
    fireEvent.click(screen.getByRole('switch', { name: 'Mensagem SMS' }));
    fireEvent.change(screen.getByLabelText('Texto do SMS'), { target: { value: ' Bem-vindo, {{primeiro_nome}} ' } });
    fireEvent.click(button('Salvar'));
    await screen.findByTestId('navigated');
    expect(posted(calls)[0].body).toMatchObject({
      objects: [
        {
          criterio: 'data_ativacao',
          envio: 'no_dia',
          tempo: null,
          ativo: false,
          sms: true,
          mensagem_sms: 'Bem-vindo, {{primeiro_nome}}',
        },
      ],
    });
  });

  it('sends the days before a specific date and the date typed as dd/mm/yyyy', async () => {
    const { calls } = open([created]);
    await choose('Critério', 'Data Específica');
    await choose('Envio', 'Dia(s) ante(s)');
    await typeTempo('2');
    fireEvent.change(dateField(), { target: { value: '24122026' } });
    await choose('Turno', 'Noite (20:00)');
    fireEvent.click(screen.getByRole('switch', { name: 'Mensagem SMS' }));
    fireEvent.change(screen.getByLabelText('Texto do SMS'), { target: { value: 'Boas festas' } });
    fireEvent.click(button('Salvar'));
    await screen.findByTestId('navigated');
    expect(posted(calls)[0].body).toMatchObject({
      objects: [
        { criterio: 'data_especifica', envio: 'dia_anterior', tempo: 2, data_especifica: '2026-12-24', turno: 'N' },
      ],
    });
  });

  it("puts the server's reasons under their fields with 'Erro ao cadastrar regra!', and shows a reason of no field as the toast", async () => {
    let refusal = new StubFailure(400, {
      error: 'invalid_input',
      message: 'x',
      fields: [{ path: 'objects.0.mensagem_sms', message: 'Utilize no máximo 160 caracteres.' }],
    });
    open([
      answer(API.createRules, () => {
        throw refusal;
      }),
    ]);
    await choose('Critério', 'Data da Ativação');
    await choose('Envio', 'No dia');
    await choose('Turno', 'Tarde (13:00)');
    fireEvent.click(screen.getByRole('switch', { name: 'Mensagem SMS' }));
    fireEvent.change(screen.getByLabelText('Texto do SMS'), { target: { value: 'Oi' } });
    fireEvent.click(button('Salvar'));
    await waitFor(() => expect(errorsUnder('Texto do SMS')).toBe('Utilize no máximo 160 caracteres.'));
    expect(toasts()).toEqual(['Erro ao cadastrar regra!']);

    refusal = new StubFailure(404, { error: 'not_found', message: 'Campanha de comunicação não encontrada.' });
    fireEvent.click(button('Salvar'));
    await waitFor(() => expect(toasts()).toContain('Campanha de comunicação não encontrada.'));
    expect(screen.queryByTestId('navigated')).not.toBeInTheDocument();
  });

  it('shows not found for an address without a campaign, asking the server nothing', async () => {
    signIn({ roles: ['regua_comunicacao:gestor', 'user'] });
    await expectNotFoundWithoutCalls(<RuleRegisterPage />, PATH, `${PATH}?idCampaign=0`);
  });
});
