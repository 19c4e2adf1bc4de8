import { describe, expect, it } from 'vitest';
import type { ReactElement } from 'react';
import { configure, screen } from '@testing-library/react';
import { type Action, rolesCan } from '@intranet/shared/access/permissions';
import { COMMUNICATION_SCALE_API as API } from '@intranet/shared/communication-scale/communication-scale.contract';
import { COMMUNICATION_DISPATCH_API as DISPATCH } from '@intranet/shared/communication-dispatch/communication-dispatch.contract';
import { DEMO_ACCOUNTS } from '@intranet/shared/demo/demo-accounts';
import { answer, renderPage, signIn, stubApi, type StubAnswer } from '../../../test/render-page';
import { CAMPAIGNS, RULES } from '../test-fixtures';
import { CampaignListPage } from './campaign-list-page';
import { RuleListPage } from './rule-list-page';

// The machine running the suite is shared: the form's checks and toasts get a few seconds.
configure({ asyncUtilTimeout: 5000 });

type Gated = { label: string; action: Action };

/** Every demo account, and each role of the communication area alone. */
const ROLE_SETS = [
  ...DEMO_ACCOUNTS.map((a) => ({ who: a.key, roles: a.roles })),
  ...['leitor', 'solicitante', 'gestor'].map((level) => ({
    who: level,
    roles: [`regua_comunicacao:${level}`, 'user'],
  })),
  { who: 'marketing only', roles: ['marketing:gestor', 'vendas:gestor', 'user'] },
];

const shown = (label: string) =>
  screen.queryAllByLabelText(label).length > 0 ||
  screen.queryAllByText(label, { selector: 'button span, button' }).length > 0;

/** Renders the list as each role set and checks each button shows exactly when the role may call its endpoint. */
async function expectButtonsFollowPermissions(
  page: ReactElement,
  answers: StubAnswer[],
  at: string,
  ready: string,
  gated: Gated[],
) {
  for (const { who, roles } of ROLE_SETS) {
    signIn({ roles });
    stubApi(answers);
    const view = renderPage(page, { path: at.split('?')[0], at });
    await screen.findByText(ready);
    for (const { label, action } of gated)
      expect(shown(label), `${who} (${roles.join(', ')}): ${label}`).toBe(rolesCan(roles, action));
    view.unmount();
  }
}

describe('communication-scale list permissions', { timeout: 180_000 }, () => {
  it('shows each campaign button and NOVA CAMPANHA to exactly the roles allowed to call its endpoint', async () => {
    await expectButtonsFollowPermissions(
      <CampaignListPage />,
      [answer(API.list, () => ({ campanha_comunicacao: CAMPAIGNS }))],
      '/marketing/communication-scale/list',
      'Régua Bitcom',
      [
        { label: 'NOVA CAMPANHA', action: API.create.access },
        { label: 'Ver regras', action: API.getRule.access },
        { label: 'Envios', action: DISPATCH.deliveries.access },
        { label: 'Editar', action: API.update.access },
        { label: 'Desativar', action: API.update.access },
        { label: 'Excluir', action: API.remove.access },
      ],
    );
  });

  it('shows each rule button and NOVA REGRA to exactly the roles allowed to call its endpoint', async () => {
    await expectButtonsFollowPermissions(
      <RuleListPage />,
      [answer(API.get, () => ({ ...CAMPAIGNS[0], campanha_regras: RULES }))],
      '/marketing/communication-scale-rules/list?idCampaign=5',
      'Data da Ativação',
      [
        { label: 'NOVA REGRA', action: API.createRules.access },
        { label: 'Quem recebe', action: DISPATCH.recipients.access },
        { label: 'Editar', action: API.updateRule.access },
        { label: 'Ativar', action: API.updateRule.access },
        { label: 'Excluir', action: API.removeRule.access },
      ],
    );
  });

  it('gives the three levels of the area different buttons: a reader reads, a requester writes, a manager deletes', () => {
    const can = (level: string, action: Action) => rolesCan([`regua_comunicacao:${level}`, 'user'], action);
    expect([
      can('leitor', 'rule.list'),
      can('leitor', 'rule.edit'),
      can('solicitante', 'rule.edit'),
      can('solicitante', 'rule.delete'),
      can('gestor', 'rule.delete'),
    ]).toEqual([true, false, true, false, true]);
  });
});
