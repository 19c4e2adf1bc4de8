import { useState } from 'react';
import { Alert, Button, DatePicker, Progress, Select, Skeleton, Statistic, Tag } from 'antd';
import { ExperimentOutlined, ThunderboltOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import { useParams } from 'react-router-dom';
import { DEFAULT_PAGE_SIZE } from '@intranet/shared/api/paging';
import {
  BLOCKING_ACTION_LABEL,
  CRITERION_KIND_LABEL,
  markerLabel,
} from '@intranet/shared/blocking-rules/blocking-engine';
import { BLOCKING_RULES_MSG as MSG } from '@intranet/shared/blocking-rules/blocking-rules.messages';
import {
  APPLICATION_STATUS_LABEL,
  type BlockingApplication,
  type BlockingSimulation,
  SIMULATION_FILTER_LABEL,
  SIMULATION_FILTERS,
  type SimulatedContract,
  type SimulationFilter,
} from '@intranet/shared/blocking-rules/blocking-simulation.schemas';
import { formatDate, formatDateTime } from '@intranet/shared/format/dates';
import { formatMoney } from '@intranet/shared/format/money';
import { idParam } from '@intranet/shared/validation/fields';
import { ConfirmDialog } from '../../../components/confirm-dialog/confirm-dialog';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table';
import { SectionLayout } from '../../../components/section-layout/section-layout';
import { StatusPage } from '../../../components/status-page/status-page';
import { errorText } from '../../../lib/error-text';
import { useNotify } from '../../../lib/notify';
import { useCan } from '../../../lib/permissions';
import { useApplyRule } from '../api/apply-rule';
import { useRuleState } from '../api/get-rule-state';
import { allSimulationContracts, useSimulationContracts } from '../api/list-simulation-contracts';
import { useSimulateRule } from '../api/simulate-rule';
import { BLOCKING_RULES_PATH } from '../blocking-rule-paths';
import '../blocking-rules.css';

const LIST = `${BLOCKING_RULES_PATH}/list`;

const columns: DataTableColumn<SimulatedContract>[] = [
  { key: 'cliente', title: 'Cliente' },
  { key: 'cpf', title: 'CPF/CNPJ', noWrap: true },
  { key: 'codigo_erp', title: 'Contrato', noWrap: true },
  {
    key: 'tipo',
    title: 'Tipo',
    text: (c) =>
      [c.tipo === 'empresarial' ? 'Empresarial' : 'Residencial', ...c.marcadores.map(markerLabel)].join(' · '),
  },
  { key: 'dias_atraso', title: 'Dias de atraso', align: 'center' },
  { key: 'faturas_vencidas', title: 'Faturas vencidas', align: 'center' },
  {
    key: 'valor_vencido',
    title: 'Valor vencido',
    align: 'right',
    noWrap: true,
    text: (c) => formatMoney(c.valor_vencido),
    exportValue: (c) => c.valor_vencido,
  },
  {
    key: 'acao',
    title: 'Ação',
    align: 'center',
    badge: (c) =>
      c.acao
        ? { text: BLOCKING_ACTION_LABEL[c.acao], color: c.acao === 'bloquear' ? 'red' : 'orange' }
        : { text: 'Excluído', color: 'default' },
    exportValue: (c) => (c.acao ? BLOCKING_ACTION_LABEL[c.acao] : 'Excluído'),
  },
  {
    key: 'excecao',
    title: 'Motivo da exclusão',
    text: (c) => c.excecao?.motivo ?? '',
    exportValue: (c) => c.excecao?.motivo ?? '',
  },
];

/** `/blocking-rules/simulation/:id`: who the rule would reduce or block on a day, why others are left out, and applying it. */
export function SimulationPage() {
  const id = idParam.safeParse(useParams().id);
  if (!id.success) return <StatusPage kind="notFound" />;
  return <Simulation rule={id.data} />;
}

function Simulation({ rule }: { rule: number }) {
  const notify = useNotify();
  const state = useRuleState(rule);
  const simulate = useSimulateRule(rule);
  const apply = useApplyRule(rule);
  const canApply = useCan('blocking-rule.apply');
  const [day, setDay] = useState<string>();
  const [asking, setAsking] = useState(false);

  if (state.isPending)
    return (
      <SectionLayout title="Simulação da Regra de Bloqueio" back={LIST}>
        <Skeleton active />
      </SectionLayout>
    );
  if (state.isError)
    return (
      <SectionLayout title="Simulação da Regra de Bloqueio" back={LIST}>
        <Alert type="error" showIcon title={errorText(state.error)} />
      </SectionLayout>
    );
  const { regra, hoje, ultima_simulacao: simulation, aplicacoes } = state.data;
  const chosen = day ?? hoje;
  const applicable =
    simulation !== null && !simulation.desatualizada && simulation.data_referencia === hoje && regra.ativo;
  const appliedAlready = simulation !== null && aplicacoes.some((a) => a.id_simulacao === simulation.id);

  const run = () =>
    simulate.mutate(chosen, {
      onError: (error) => notify.fail(error),
    });
  const confirm = () => {
    if (!simulation) return;
    apply.mutate(simulation.id, {
      onSuccess: () => {
        setAsking(false);
        notify.success(MSG.applied);
      },
      onError: (error) => {
        setAsking(false);
        notify.fail(error);
      },
    });
  };

  return (
    <SectionLayout
      title={`Simulação: ${regra.nome}`}
      back={LIST}
      extra={
        canApply ? (
          <Button
            type="primary"
            danger
            icon={<ThunderboltOutlined />}
            disabled={!applicable || appliedAlready || simulation.afetados === 0}
            title={applyHint(simulation, hoje, regra.ativo, appliedAlready)}
            onClick={() => setAsking(true)}
          >
            Aplicar regra
          </Button>
        ) : undefined
      }
    >
      <p className="blocking-rules__subtitle">
        {regra.dias_bloqueio === null
          ? `Bloqueia contratos com fatura vencida há ${regra.dias_atraso} dias ou mais.`
          : `Reduz a velocidade com ${regra.dias_atraso} dias de atraso e bloqueia com ${regra.dias_bloqueio} dias ou mais.`}{' '}
        Versão {regra.versao}, alterada em {formatDateTime(regra.alterada_em)}.{regra.ativo ? '' : ' Regra inativa.'}
      </p>
      <div className="blocking-sim__controls">
        <label htmlFor="blocking-sim-day">
          Data de referência
          <DatePicker
            id="blocking-sim-day"
            format="DD/MM/YYYY"
            allowClear={false}
            value={dayjs(chosen)}
            onChange={(d) => setDay(d ? d.format('YYYY-MM-DD') : undefined)}
          />
        </label>
        <Button icon={<ExperimentOutlined />} loading={simulate.isPending} onClick={run}>
          Simular
        </Button>
      </div>
      {simulation ? (
        <SimulationResult simulation={simulation} hoje={hoje} />
      ) : (
        <Alert
          type="info"
          showIcon
          title="Esta regra ainda não foi simulada. Escolha a data e clique em Simular para ver quem seria reduzido ou bloqueado."
        />
      )}
      <Applications aplicacoes={aplicacoes} />
      {simulation && (
        <ConfirmDialog
          open={asking}
          title="Aplicar regra?"
          text={`A regra <b>${escapeHtml(regra.nome)}</b> vai ${
            simulation.reduzir ? `reduzir <b>${simulation.reduzir}</b> e ` : ''
          }bloquear <b>${simulation.bloquear}</b> contrato(s) hoje (${formatMoney(simulation.valor_total)} vencidos), conforme os dados no momento da aplicação. As ações são enviadas ao ERP.`}
          confirmLabel="Aplicar regra"
          cancelLabel="Cancelar"
          danger
          loading={apply.isPending}
          onConfirm={confirm}
          onCancel={() => setAsking(false)}
        />
      )}
    </SectionLayout>
  );
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function applyHint(simulation: BlockingSimulation | null, hoje: string, ativo: boolean, applied: boolean) {
  if (!ativo) return MSG.inactiveRule;
  if (!simulation) return 'Simule a regra para hoje antes de aplicá-la.';
  if (simulation.desatualizada) return MSG.changedSinceSimulation;
  if (simulation.data_referencia !== hoje) return MSG.simulationOfAnotherDay;
  if (applied) return 'Esta simulação já foi aplicada.';
  if (simulation.afetados === 0) return 'Nenhum contrato a reduzir ou bloquear.';
  return undefined;
}

function SimulationResult({ simulation, hoje }: { simulation: BlockingSimulation; hoje: string }) {
  const [filtro, setFiltro] = useState<SimulationFilter>('afetados');
  const [paging, setPaging] = useState({ page: 1, pageSize: DEFAULT_PAGE_SIZE as number });
  const limit = paging.pageSize || DEFAULT_PAGE_SIZE;
  const contracts = useSimulationContracts(simulation.id, { filtro, limit, offset: (paging.page - 1) * limit });
  return (
    <section aria-label="Resultado da simulação">
      <div className="blocking-sim__meta">
        Simulação de {formatDate(simulation.data_referencia)}
        {simulation.data_referencia === hoje ? ' (hoje)' : ''}, feita por {simulation.usuario ?? 'Sistema'} em{' '}
        {formatDateTime(simulation.criada_em)} sobre a versão {simulation.versao_regra} da regra.{' '}
        {simulation.desatualizada && <Tag color="warning">Regra alterada depois desta simulação: simule novamente</Tag>}
      </div>
      <div className="blocking-sim__figures">
        <Statistic title="Reduzidos" value={simulation.reduzir} />
        <Statistic title="Bloqueados" value={simulation.bloquear} />
        <Statistic title="Valor vencido (afetados)" value={formatMoney(simulation.valor_total)} />
        <Statistic title="Excluídos por exceção" value={simulation.excluidos} />
        <Statistic title="Valor vencido (excluídos)" value={formatMoney(simulation.valor_excluido)} />
      </div>
      {simulation.por_excecao.length > 0 && (
        <ul className="blocking-sim__exceptions" aria-label="Exclusões por critério">
          {simulation.por_excecao.map((e) => (
            <li key={e.id_criterio}>
              {CRITERION_KIND_LABEL[e.tipo]} (critério {e.id_criterio}): {e.quantidade} contrato(s)
            </li>
          ))}
        </ul>
      )}
      {contracts.isError ? (
        <Alert type="error" showIcon title={errorText(contracts.error)} />
      ) : (
        <DataTable<SimulatedContract>
          rowKey="id_contrato"
          columns={columns}
          data={contracts.data?.contratos}
          loading={contracts.isFetching}
          exportable
          exportName={`simulacao-${simulation.id}-${filtro}`}
          exportRows={() => allSimulationContracts(simulation.id, filtro)}
          emptyText={
            filtro === 'excluidos'
              ? 'Nenhum contrato excluído por exceção nesta simulação.'
              : 'Nenhum contrato nesta situação na data da simulação.'
          }
          toolbar={
            <Select<SimulationFilter>
              aria-label="Mostrar"
              style={{ width: 240 }}
              value={filtro}
              onChange={(value) => {
                setFiltro(value);
                setPaging((p) => ({ ...p, page: 1 }));
              }}
              options={SIMULATION_FILTERS.map((f) => ({ value: f, label: SIMULATION_FILTER_LABEL[f] }))}
            />
          }
          server={{
            total: contracts.data?.total ?? 0,
            page: paging.page,
            pageSize: paging.pageSize,
            onChange: (page, pageSize) => setPaging({ page, pageSize }),
          }}
        />
      )}
    </section>
  );
}

function Applications({ aplicacoes }: { aplicacoes: BlockingApplication[] }) {
  if (aplicacoes.length === 0) return null;
  return (
    <section className="blocking-sim__applications" aria-label="Aplicações da regra">
      <strong>Aplicações</strong>
      <ul>
        {aplicacoes.map((a) => {
          const sent = a.acoes ? Math.round((a.enviadas / a.acoes) * 100) : 100;
          return (
            <li key={a.id}>
              <div>
                {formatDateTime(a.criada_em)} · {a.usuario ?? 'Sistema'} · {APPLICATION_STATUS_LABEL[a.status]} ·{' '}
                {a.acoes} ação(ões) registrada(s), {a.enviadas} enviada(s) ao ERP
                {a.falhas ? `, ${a.falhas} com falha (nova tentativa automática)` : ''}
                {a.pendentes ? `, ${a.pendentes} aguardando envio` : ''}
                {a.erro ? ` · ${a.erro}` : ''}
              </div>
              {a.status === 'concluida' && a.acoes > 0 && (
                <Progress percent={sent} size="small" aria-label={`Envio ao ERP da aplicação ${a.id}`} />
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
