import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { LOOKUPS_API } from '@intranet/shared/lookups/lookups.contract';
import { PIPELINE_API } from '@intranet/shared/sales/pipeline.contract';
import { PIPELINE_MSG } from '@intranet/shared/sales/pipeline.messages';
import { errorsUnder } from '../../../components/form/test-queries';
import { session } from '../../../lib/session';
import { button, choose } from '../../../test/antd';
import { answer, renderPage, signIn, stubApi } from '../../../test/render-page';
import { hoursText, SalesSettingsPage } from './sales-settings-page';

const COMPANIES = answer(LOOKUPS_API.companies, () => ({ companies: [{ id: 2, nome: 'Vetorial' }] }));
const SETTINGS = {
  id_empresa: 2,
  sla_novo_horas: 4,
  sla_upgrade_horas: 30,
  sla_downgrade_horas: 8,
  tentativas_max: 5,
  bonus_indicacao: 20,
};

afterEach(() => session.clear());

describe('sales settings', { timeout: 60_000 }, () => {
  it('reads the SLA in days and hours', () => {
    expect(hoursText(30)).toBe('1 dia e 6 horas');
    expect(hoursText(48)).toBe('2 dias');
    expect(hoursText(1)).toBe('1 hora');
  });

  it("shows a provider's SLA and refuses an SLA out of range under its field, sending nothing", async () => {
    signIn({ roles: ['vendas:gestor', 'user'] });
    const { calls } = stubApi([COMPANIES, answer(PIPELINE_API.settings, () => SETTINGS)]);
    renderPage(<SalesSettingsPage />);
    await choose('Provedor', 'Vetorial');
    const upgrade = await screen.findByLabelText('Upgrade (horas)');
    expect(upgrade).toHaveValue('30');
    expect(screen.getByText('1 dia e 6 horas')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Novo cliente (horas)'), { target: { value: '900' } });
    fireEvent.click(button('Salvar'));
    await waitFor(() => expect(errorsUnder('Novo cliente (horas)')).toBe(PIPELINE_MSG.slaInvalid));
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0);
  });

  it('saves the settings of the provider chosen', async () => {
    signIn({ roles: ['vendas:gestor', 'user'] });
    const saved: unknown[] = [];
    stubApi([
      COMPANIES,
      answer(PIPELINE_API.settings, () => SETTINGS),
      answer(PIPELINE_API.saveSettings, ({ body, params }) => {
        saved.push({ params, body });
        return { ...SETTINGS, ...(body as object) };
      }),
    ]);
    renderPage(<SalesSettingsPage />);
    await choose('Provedor', 'Vetorial');
    fireEvent.change(await screen.findByLabelText('Novo cliente (horas)'), { target: { value: '2' } });
    fireEvent.click(button('Salvar'));
    expect(await screen.findByText('Configurações de vendas salvas com sucesso!')).toBeInTheDocument();
    expect(saved).toEqual([
      {
        params: { id_empresa: '2' },
        body: { ...SETTINGS, id_empresa: undefined, sla_novo_horas: 2 },
      },
    ]);
  });

  it('lets a seller read the settings but not change them', async () => {
    signIn({ roles: ['vendas:solicitante', 'user'] });
    stubApi([COMPANIES, answer(PIPELINE_API.settings, () => SETTINGS)]);
    renderPage(<SalesSettingsPage />);
    await choose('Provedor', 'Vetorial');
    expect(await screen.findByLabelText('Upgrade (horas)')).toBeDisabled();
    expect(
      screen.getByText('Somente gestores de vendas ou de marketing alteram estas configurações.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Salvar')).not.toBeInTheDocument();
  });
});
