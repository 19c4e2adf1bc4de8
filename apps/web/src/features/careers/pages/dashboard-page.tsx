import { Skeleton, Statistic } from 'antd';
import { STAGE_LABELS } from '@intranet/shared/careers/careers.messages';
import { SectionLayout } from '../../../components/section-layout/section-layout';
import { BarChart } from '../../../components/bar-chart/bar-chart';
import { useErrorToast } from '../../../lib/notify';
import { useCareersDashboard } from '../api/get-dashboard';
import './careers.css';

const one = (key: string, label: string, color: string) => [{ key, label, color }];

/** /dashboards/careers: applications per vacancy and per stage, time to fill and sources, as charts. */
export function CareersDashboardPage() {
  const query = useCareersDashboard();
  useErrorToast(query.isError, 'Erro ao carregar o painel de vagas');
  if (!query.data) return <Skeleton active />;
  const d = query.data;
  return (
    <SectionLayout title="Painel de vagas" back="/human-resources/home">
      <Statistic
        title="Tempo médio de preenchimento (dias)"
        value={d.mediaDiasPreenchimento ?? '—'}
        style={{ marginBottom: 16 }}
      />
      <div className="careers-dashboard">
        <BarChart
          title="Candidaturas por vaga"
          series={one('total', 'Candidaturas', '#7a1020')}
          groups={d.porVaga.map((v) => ({ label: v.titulo_vaga, values: { total: v.total } }))}
        />
        <BarChart
          title="Candidaturas por etapa"
          series={one('total', 'Candidaturas', '#1677ff')}
          groups={d.porEtapa.map((s) => ({ label: STAGE_LABELS[s.etapa], values: { total: s.total } }))}
        />
        <BarChart
          title="Dias até a aprovação"
          series={one('dias', 'Dias', '#52c41a')}
          groups={d.tempoPreenchimento.map((v) => ({ label: v.titulo_vaga, values: { dias: v.dias } }))}
        />
        <BarChart
          title="Origem das candidaturas"
          series={one('total', 'Candidaturas', '#fa8c16')}
          groups={d.origens.map((o) => ({ label: o.origem, values: { total: o.total } }))}
        />
      </div>
    </SectionLayout>
  );
}
