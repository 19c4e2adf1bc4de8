import { useState } from 'react';
import { Spin, Steps } from 'antd';
import { useNavigate, useParams } from 'react-router-dom';
import { actingRoleFor } from '@intranet/shared/access/permissions';
import { seesAllCampaigns } from '@intranet/shared/roulette/roulette.rules';
import { ROULETTE_MSG as MSG } from '@intranet/shared/roulette/roulette.messages';
import type { Campaign, CampaignInput, PrizeInput, ThemeInput } from '@intranet/shared/roulette/roulette.schemas';
import { HistoryViewer } from '../../../components/history-viewer/history-viewer';
import { SectionLayout } from '../../../components/section-layout/section-layout';
import { ApiError } from '../../../lib/api-client';
import { useNotify } from '../../../lib/notify';
import { useCan } from '../../../lib/permissions';
import { useSession } from '../../../lib/session';
import {
  useCampaign,
  useCreateCampaign,
  useOwners,
  usePrizes,
  useSavePrizes,
  useSaveTheme,
  useTheme,
  useUpdateCampaign,
} from '../api/roulette-calls';
import { AppearanceStep } from '../components/appearance-step';
import { BasicStep } from '../components/basic-step';
import { PrizesStep } from '../components/prizes-step';
import { ROULETTE_LIST_PATH } from '../roulette-paths';

const STEPS = [{ title: 'Cadastro básico' }, { title: 'Aparência' }, { title: 'Prêmios' }];

/** The owners offered: those of GET v1/roulette/admin, or only oneself when that call is not allowed. */
function useOwnerOptions() {
  const user = useSession().user;
  const canList = useCan('roulette.owners');
  const owners = useOwners(canList);
  const self = user ? [{ id: user.usuarioId, nome: user.nome || user.email }] : [];
  return canList && owners.data ? owners.data : self;
}

const errorOf = (error: unknown, fallback: string) =>
  error instanceof ApiError && error.status < 500 ? error.message : fallback;

/** The three steps; `initial` is the campaign being edited, or null on register. */
function RouletteStepper({ initial }: { initial: Campaign | null }) {
  const navigate = useNavigate();
  const notify = useNotify();
  const user = useSession().user;
  const seesAll = seesAllCampaigns(user?.roles ?? []);
  const owners = useOwnerOptions();
  const [step, setStep] = useState(0);
  const [campaign, setCampaign] = useState<{ id: number; owner: number } | null>(
    initial && { id: initial.id, owner: initial.id_usuario_intranet },
  );
  const create = useCreateCampaign();
  const update = useUpdateCampaign();
  const saveTheme = useSaveTheme();
  const savePrizes = useSavePrizes();
  const theme = useTheme(campaign?.id ?? 0);
  const prizes = usePrizes(campaign?.id ?? 0);
  const editing = initial !== null;

  const saveBasic = async (object: CampaignInput) => {
    try {
      if (!campaign) {
        const created = await create.mutateAsync(object);
        setCampaign({ id: created.id, owner: object.id_usuario_intranet });
        notify.success(MSG.created);
      } else {
        await update.mutateAsync({ ownerId: campaign.owner, campaignId: campaign.id, object });
        notify.success(MSG.saved);
        if (object.id_usuario_intranet !== campaign.owner && !seesAll) {
          navigate(ROULETTE_LIST_PATH);
          return;
        }
        setCampaign({ id: campaign.id, owner: object.id_usuario_intranet });
      }
      setStep(1);
    } catch (error) {
      notify.error(errorOf(error, MSG.updateFailed));
      throw error;
    }
  };

  const saveAppearance = async (values: ThemeInput) => {
    try {
      await saveTheme.mutateAsync({ theme: values, exists: !!theme.data });
      notify.success(MSG.themeSaved);
      setStep(2);
    } catch (error) {
      notify.error(error instanceof ApiError && error.status < 500 ? MSG.themeFailed(error.message) : MSG.themeCheck);
    }
  };

  const savePrizeStep = async (input: { removed: number[]; prizes: PrizeInput[] }) => {
    try {
      await savePrizes.mutateAsync({ campaignId: campaign!.id, ...input });
      notify.success(MSG.prizesSaved);
      navigate(ROULETTE_LIST_PATH);
    } catch (error) {
      notify.error(errorOf(error, MSG.prizesConfirm));
    }
  };

  const role = actingRoleFor(user?.roles ?? [], 'roulette.list') ?? '';
  return (
    <>
      <Steps
        current={step}
        items={STEPS.map((s, i) => ({ ...s, disabled: !editing || i > step }))}
        onChange={editing ? setStep : undefined}
        style={{ marginBottom: 24 }}
      />
      {step === 0 && (
        <BasicStep
          campaign={initial}
          owners={owners}
          submitting={create.isPending || update.isPending}
          onSubmit={saveBasic}
        />
      )}
      {step === 1 &&
        campaign &&
        (theme.isPending ? (
          <Spin />
        ) : (
          <AppearanceStep
            campaignId={campaign.id}
            theme={theme.data ?? null}
            missing={editing && !theme.data}
            submitting={saveTheme.isPending}
            onSubmit={saveAppearance}
            onBack={editing ? () => setStep(0) : undefined}
          />
        ))}
      {step === 2 &&
        campaign &&
        (prizes.isPending ? (
          <Spin />
        ) : (
          <PrizesStep
            campaignId={campaign.id}
            prizes={prizes.data ?? []}
            submitting={savePrizes.isPending}
            onSubmit={savePrizeStep}
            onBack={editing ? () => setStep(1) : undefined}
          />
        ))}
      {editing && initial && (
        <div style={{ marginTop: 24 }}>
          <HistoryViewer
            tabela="site_roleta_campanhas"
            id={initial.id}
            role={role}
            labels={HISTORY_LABELS}
            ignore={['id', 'id_configuracao', 'updated_at', 'created_at']}
          />
        </div>
      )}
    </>
  );
}

const HISTORY_LABELS: Record<string, string> = {
  nome: 'Nome',
  ativo: 'Ativa',
  descricao: 'Descrição',
  motivo_aplicacao: 'Motivo da aplicação',
  sistema: 'Empresa',
  url_campanha: 'Endereço',
  data_inicio_campanha: 'Início',
  data_fim_campanha: 'Fim',
  intervalo_votacao: 'Intervalo',
  api_erp: 'Abrir atendimento no ERP',
  id_usuario_intranet: 'Responsável',
  confirmar_telefone: 'Confirmar o celular por SMS',
  giros_por_endereco: 'Giros por endereço de internet por dia',
  prova_trabalho: 'Prova de trabalho',
  espera_minima: 'Espera mínima (segundos)',
};

/** /marketing/roulette/register */
export function RouletteRegisterPage() {
  return (
    <SectionLayout title="NOVA ROLETA" back={ROULETTE_LIST_PATH}>
      <RouletteStepper initial={null} />
    </SectionLayout>
  );
}

/** /marketing/roulette/edit/:id/:idOwner */
export function RouletteEditPage() {
  const params = useParams();
  const campaign = useCampaign(Number(params.id), Number(params.idOwner));
  return (
    <SectionLayout title="EDITAR ROLETA" back={ROULETTE_LIST_PATH}>
      {campaign.isPending ? (
        <Spin />
      ) : campaign.data ? (
        <RouletteStepper initial={campaign.data} />
      ) : (
        <p>{MSG.loadFailed}</p>
      )}
    </SectionLayout>
  );
}
