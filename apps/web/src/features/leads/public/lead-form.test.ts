import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LEAD_FORM_API as API } from '@intranet/shared/leads/lead-form.contract';
import { LEADS_MSG } from '@intranet/shared/leads/leads.messages';
import { privacyTextOf } from '@intranet/shared/leads/leads.rules';
import { MSG } from '@intranet/shared/validation/messages';
import { StubFailure, answer, stubApi } from '../../../test/render-page';
import { arrivalOf } from './lead-form-address';
import { mountLeadForm } from './lead-form';

const PROVIDERS = [
  { id: 1, nome: 'Bitcom' },
  { id: 2, nome: 'RazãoInfo' },
  { id: 3, nome: 'Vetorial' },
];

const mounted: HTMLElement[] = [];

function mount(path: string) {
  const root = document.createElement('div');
  document.body.append(root);
  mounted.push(root);
  const url = new URL(path, 'http://localhost');
  mountLeadForm(root, { pathname: url.pathname, search: url.search });
  return root;
}

// Only what this file mounted: a library may still hold a node of its own in the body (antd's image
// preview removes its canvas when the image loads) and would fail to remove it later.
afterEach(() => {
  for (const root of mounted.splice(0)) root.remove();
});

const field = (label: string) => screen.getByLabelText(label, { exact: true }) as HTMLInputElement;

describe('the public lead form', () => {
  it('reads the optional CPF and CEP of its path and only the ids of chn, cmp, dst and lnk', () => {
    expect(
      arrivalOf({
        pathname: '/leads/external/register/52998224725/30130010',
        search: '?chn=4&cmp=2&dst=x&lnk=9&foo=1',
      }),
    ).toEqual({
      cpf: '529.982.247-25',
      cep: '30130-010',
      tracking: { chn: 4, cmp: 2, lnk: 9 },
    });
    expect(arrivalOf({ pathname: '/leads/external/register', search: '?lnk=-1' })).toEqual({
      cpf: '',
      cep: '',
      tracking: {},
    });
  });

  it('attributes the lead to the link it arrived from: provider taken from the link, digits and tracking sent, then thanks', async () => {
    const api = stubApi([
      answer(API.origin, ({ url }) => {
        expect(url.searchParams.get('lnk')).toBe('9');
        expect(url.searchParams.get('dst')).toBe('7');
        return { id_empresa: 2, provedores: PROVIDERS };
      }),
      answer(API.submit, () => ({ ok: true as const })),
    ]);
    mount('/leads/external/register/52998224725/30130010?chn=4&cmp=2&dst=7&lnk=9');
    expect(field('CPF')).toHaveValue('529.982.247-25');
    expect(field('CEP')).toHaveValue('30130-010');
    expect(await screen.findByText(privacyTextOf('RazãoInfo'))).toBeInTheDocument();
    expect(screen.getByLabelText('Provedor').closest('.plain-field')).not.toBeVisible();

    const user = userEvent.setup();
    await user.type(field('Nome completo'), 'Joana Pereira');
    await user.type(field('Telefone (WhatsApp)'), '31988887777');
    expect(field('Telefone (WhatsApp)')).toHaveValue('(31) 98888-7777');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: LEADS_MSG.submit }));

    expect(await screen.findByRole('heading', { name: LEADS_MSG.thanksTitle })).toBeInTheDocument();
    expect(screen.getByText(LEADS_MSG.thanksText)).toBeInTheDocument();
    const sent = api.calls.find((c) => c.method === 'POST')!;
    expect(sent.path).toBe(API.submit.path);
    expect(sent.headers).not.toHaveProperty('authorization');
    expect(sent.body).toEqual({
      nome: 'Joana Pereira',
      telefone: '(31) 98888-7777',
      cpf: '529.982.247-25',
      cep: '30130-010',
      email: '',
      id_empresa: 2,
      consentimento: true,
      chn: 4,
      cmp: 2,
      dst: 7,
      lnk: 9,
    });
  });

  it('lets the person choose the provider when no link names it, the privacy text following the choice', async () => {
    stubApi([answer(API.origin, () => ({ id_empresa: null, provedores: PROVIDERS }))]);
    mount('/leads/external/register');
    const select = await screen.findByLabelText('Provedor');
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(4));
    expect(select.closest('.plain-field')).toBeVisible();
    await userEvent.setup().selectOptions(select, '3');
    expect(screen.getByText(privacyTextOf('Vetorial'))).toBeInTheDocument();
  });

  it('shows each missing or wrong field with its text and sends nothing', async () => {
    const api = stubApi([answer(API.origin, () => ({ id_empresa: null, provedores: PROVIDERS }))]);
    mount('/leads/external/register');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: LEADS_MSG.submit }));
    expect(screen.getAllByText(MSG.required)).toHaveLength(4);
    expect(screen.getByText(LEADS_MSG.providerRequired)).toBeInTheDocument();
    expect(screen.getByText(LEADS_MSG.consentRequired)).toBeInTheDocument();
    expect(field('Nome completo')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Nome completo')).toHaveFocus();

    await user.type(field('CPF'), '52998224724');
    await user.tab();
    expect(screen.getByText(LEADS_MSG.cpfInvalid)).toBeInTheDocument();
    await user.type(field('Telefone (WhatsApp)'), '3112');
    await user.type(field('CEP'), '301');
    await user.type(field('E-mail (opcional)'), 'joana@');
    await user.type(field('Nome completo'), 'J');
    await user.click(screen.getByRole('button', { name: LEADS_MSG.submit }));
    for (const text of [MSG.phone, MSG.cep, MSG.email, LEADS_MSG.nameMin])
      expect(screen.getByText(text)).toBeInTheDocument();
    expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('shows the texts of a refused submission under their fields, and the limit of submissions', async () => {
    let refusal = new StubFailure(400, {
      message: LEADS_MSG.providerUnknown,
      fields: [{ path: 'id_empresa', message: LEADS_MSG.providerUnknown }],
    });
    stubApi([
      answer(API.origin, () => ({ id_empresa: null, provedores: PROVIDERS })),
      answer(API.submit, () => {
        throw refusal;
      }),
    ]);
    mount('/leads/external/register/52998224725/30130010');
    const user = userEvent.setup();
    await screen.findAllByRole('option', { name: 'Bitcom' });
    await user.type(field('Nome completo'), 'Joana Pereira');
    await user.type(field('Telefone (WhatsApp)'), '31988887777');
    await user.selectOptions(screen.getByLabelText('Provedor'), '1');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: LEADS_MSG.submit }));
    expect(await screen.findByRole('alert')).toHaveTextContent(LEADS_MSG.providerUnknown);
    expect(screen.getByLabelText('Provedor')).toHaveAttribute('aria-invalid', 'true');

    refusal = new StubFailure(429, { message: 'Foram realizadas muitas solicitações.', error: 'rate_limited' });
    await user.click(screen.getByRole('button', { name: LEADS_MSG.submit }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Foram realizadas muitas solicitações.'));
    expect(screen.getByRole('button', { name: LEADS_MSG.submit })).toBeEnabled();
  });

  it('has a honeypot out of sight and out of the tab order, sent only when filled', async () => {
    const api = stubApi([
      answer(API.origin, () => ({ id_empresa: 1, provedores: PROVIDERS })),
      answer(API.submit, () => ({ ok: true as const })),
    ]);
    const root = mount('/leads/external/register/52998224725/30130010');
    const trap = root.querySelector<HTMLInputElement>('input[name="website"]')!;
    expect(trap).toHaveAttribute('tabindex', '-1');
    expect(trap.closest('[aria-hidden="true"]')).not.toBeNull();
    await screen.findByText(privacyTextOf('Bitcom'));
    const user = userEvent.setup();
    await user.type(field('Nome completo'), 'Robô');
    await user.type(field('Telefone (WhatsApp)'), '31988887777');
    await user.click(screen.getByRole('checkbox'));
    trap.value = 'https://spam.example';
    await user.click(screen.getByRole('button', { name: LEADS_MSG.submit }));
    await screen.findByRole('heading', { name: LEADS_MSG.thanksTitle });
    expect(api.calls.find((c) => c.method === 'POST')!.body).toMatchObject({ website: 'https://spam.example' });
  });
});
