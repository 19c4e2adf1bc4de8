import { useState } from 'react';
import { DatePicker, Empty, Table } from 'antd';
import dayjs from 'dayjs';
import { useQuery } from '@tanstack/react-query';
import { FLEET_API } from '@intranet/shared/fleet/fleet.contract';
import { formatPlate } from '@intranet/shared/fleet/fleet.rules';
import type { CarRepairReport } from '@intranet/shared/fleet/fleet.schemas';
import { formatMoney } from '@intranet/shared/format/numbers';
import { monthLabel } from '@intranet/shared/format/period';
import { call } from '../../../lib/api-client';
import { dayParts, today } from '@intranet/shared/calendar/days';
import { formatDate } from '@intranet/shared/format/dates';
import { HR_REPORTS_API as API } from '@intranet/shared/hr-reports/hr-reports.contract';
import { ACTIVE_RULE, monthBounds } from '@intranet/shared/hr-reports/hr-reports.rules';
import type {
  CityRow,
  DependentRow,
  DismissalRow,
  GenderRow,
  HrReportFilterInput,
  PersonRow,
} from '@intranet/shared/hr-reports/hr-reports.schemas';
import type { DataTableColumn } from '../../../components/data-table/data-table';
import { SectionLayout } from '../../../components/section-layout/section-layout';
import { CarRepairChart, CitiesChart, GenderChart, MovementChart, PyramidChart } from '../components/hr-charts';
import { ReportPage } from '../components/report-page';
import { bandLabel, dismissalStatusLabel, dismissalTypeLabel, genderLabel, kinshipLabel } from '../hr-reports-texts';

/** Header sorting would order only the page on screen: the reports come ordered from the server. */
const unsorted = <T,>(columns: DataTableColumn<T>[]) => columns.map((c) => ({ ...c, sortable: false }));

const dayMonth = (day: string | null) => (day ? formatDate(day).slice(0, 5) : '');

/** The last twelve months, up to the end of the current one. */
function lastTwelveMonths(): HrReportFilterInput {
  const now = today();
  const { year, month } = dayParts(now);
  const back = month - 11 <= 0 ? { y: year - 1, m: month + 1 } : { y: year, m: month - 11 };
  return { de: `${back.y}-${String(back.m).padStart(2, '0')}-01`, ate: monthBounds(now.slice(0, 7)).last };
}
const currentMonth = (): HrReportFilterInput => ({ mes: dayParts(today()).month });
const todayFilter = (): HrReportFilterInput => ({ data: today() });

const person = {
  nome: { key: 'nome', title: 'Nome' },
  empresa: { key: 'empresa', title: 'Empresa' },
  departamento: { key: 'departamento', title: 'Departamento' },
  cargo: { key: 'cargo', title: 'Cargo' },
  genero: { key: 'genero', title: 'Gênero', text: (r: PersonRow) => genderLabel(r.genero) },
  nascimento: {
    key: 'data_nascimento',
    title: 'Nascimento',
    noWrap: true,
    text: (r: PersonRow) => formatDate(r.data_nascimento),
  },
  admissao: {
    key: 'data_admissao',
    title: 'Admissão',
    noWrap: true,
    text: (r: PersonRow) => formatDate(r.data_admissao),
  },
  idade: { key: 'idade', title: 'Idade', align: 'right' },
} satisfies Record<string, DataTableColumn<PersonRow>>;

/** `/reports/list-general`. */
export function GeneralReportPage() {
  return (
    <ReportPage
      api={API}
      report="general"
      title="Relatório geral"
      about={`Todos os funcionários ativos na data de referência, com empresa, departamento, cargo, admissão, idade e gênero. ${ACTIVE_RULE}`}
      kind="day"
      initial={todayFilter()}
      columns={unsorted<PersonRow>([
        person.nome,
        person.empresa,
        person.departamento,
        person.cargo,
        person.admissao,
        person.idade,
        person.genero,
      ])}
    />
  );
}

/** `/reports/pyramid-list`. */
export function PyramidReportPage() {
  return (
    <ReportPage
      api={API}
      report="pyramid"
      title="Pirâmide etária"
      about={`Funcionários por sexo e faixa de idade de cinco anos, a idade contada na data de referência (no horário de Brasília; quem nasceu em 29 de fevereiro faz aniversário em 1º de março nos anos não bissextos). ${ACTIVE_RULE}`}
      kind="day"
      initial={todayFilter()}
      chart={(filter) => <PyramidChart filter={filter} />}
      columns={unsorted<PersonRow>([
        person.nome,
        person.empresa,
        person.departamento,
        person.nascimento,
        person.idade,
        { key: 'faixa', title: 'Faixa', text: (r) => bandLabel(r.faixa) },
        { ...person.genero, title: 'Sexo' },
      ])}
    />
  );
}

/** `/reports/list-admission`. */
export function AdmissionsReportPage() {
  return (
    <ReportPage
      api={API}
      report="admissions"
      title="Relatório de admissões"
      about="Funcionários admitidos no período, pela data de admissão, e o movimento de admissões e desligamentos de cada mês."
      kind="period"
      initial={lastTwelveMonths()}
      chart={(filter) => <MovementChart filter={filter} />}
      columns={unsorted<PersonRow>([
        person.admissao,
        person.nome,
        person.empresa,
        person.departamento,
        person.cargo,
        { ...person.idade, title: 'Idade na admissão' },
        person.genero,
      ])}
    />
  );
}

/** `/reports/birthday/list`. */
export function BirthdaysReportPage() {
  return (
    <ReportPage
      api={API}
      report="birthdays"
      title="Aniversariantes"
      about="Funcionários ativos que fazem aniversário no mês, pelo dia, com a idade que completam este ano."
      kind="month"
      initial={currentMonth()}
      columns={unsorted<PersonRow>([
        { key: 'dia', title: 'Dia', noWrap: true, value: (r) => dayMonth(r.data_nascimento) },
        person.nome,
        person.empresa,
        person.departamento,
        { key: 'idade', title: 'Completa (anos)', align: 'right' },
      ])}
    />
  );
}

/** `/reports/company-anniversary`. */
export function AnniversariesReportPage() {
  return (
    <ReportPage
      api={API}
      report="anniversaries"
      title="Aniversário de empresa"
      about="Funcionários ativos que completam anos de empresa no mês, pelo dia da admissão, com quantos anos completam este ano."
      kind="month"
      initial={currentMonth()}
      columns={unsorted<PersonRow>([
        { key: 'dia', title: 'Dia', noWrap: true, value: (r) => dayMonth(r.data_admissao) },
        person.nome,
        person.empresa,
        person.departamento,
        person.admissao,
        { key: 'anos_empresa', title: 'Anos de empresa', align: 'right' },
      ])}
    />
  );
}

/** `/reports/list-dismiss`. */
export function DismissalsReportPage() {
  return (
    <ReportPage
      api={API}
      report="dismissals"
      title="Relatório de desligamentos"
      about="Desligamentos do período (agendados e aplicados; os revertidos não contam), e admissões × desligamentos por mês com a taxa de rotatividade."
      kind="period"
      initial={lastTwelveMonths()}
      chart={(filter) => <MovementChart filter={filter} />}
      columns={unsorted<DismissalRow>([
        { key: 'data', title: 'Data', noWrap: true, text: (r) => formatDate(r.data) },
        { key: 'nome', title: 'Nome' },
        { key: 'empresa', title: 'Empresa' },
        { key: 'departamento', title: 'Departamento' },
        { key: 'tipo', title: 'Tipo', text: (r) => dismissalTypeLabel(r.tipo) },
        {
          key: 'status',
          title: 'Status',
          badge: (r) => ({
            text: dismissalStatusLabel(r.status),
            color: r.status === 'aplicado' ? 'red' : r.status === 'agendado' ? 'gold' : 'default',
          }),
        },
        { key: 'data_admissao', title: 'Admissão', noWrap: true, text: (r) => formatDate(r.data_admissao) },
        { key: 'motivo', title: 'Motivo' },
      ])}
    />
  );
}

/** `/reports/family-list`. */
export function FamilyReportPage() {
  return (
    <ReportPage
      api={API}
      report="family"
      title="Relatório de família"
      about="Dependentes dos funcionários ativos na data de referência, com parentesco, idade e se são dependentes no imposto de renda e no plano de saúde."
      kind="day"
      initial={todayFilter()}
      columns={unsorted<DependentRow>([
        { key: 'funcionario', title: 'Funcionário' },
        { key: 'nome', title: 'Dependente' },
        { key: 'parentesco', title: 'Parentesco', text: (r) => kinshipLabel(r.parentesco) },
        { key: 'data_nascimento', title: 'Nascimento', noWrap: true, text: (r) => formatDate(r.data_nascimento) },
        { key: 'idade', title: 'Idade', align: 'right' },
        { key: 'dependente_ir', title: 'Dependente IR' },
        { key: 'dependente_plano', title: 'Plano de saúde' },
        { key: 'empresa', title: 'Empresa' },
        { key: 'departamento', title: 'Departamento' },
      ])}
    />
  );
}

/** `/reports/provider-city`. */
export function CitiesReportPage() {
  return (
    <ReportPage
      api={API}
      report="cities"
      title="Cidade do provedor"
      about={`Cada cidade atendida pelos provedores, com os funcionários ativos da empresa que moram nela (pela cidade do cadastro). ${ACTIVE_RULE}`}
      kind="day"
      initial={todayFilter()}
      chart={(filter) => <CitiesChart filter={filter} />}
      columns={unsorted<CityRow>([
        { key: 'cidade', title: 'Cidade' },
        { key: 'uf', title: 'UF' },
        { key: 'empresa', title: 'Empresa' },
        { key: 'total', title: 'Funcionários', align: 'right' },
      ])}
    />
  );
}

/** `/reports/list-gender`. */
export function GenderReportPage() {
  return (
    <ReportPage
      api={API}
      report="gender"
      title="Relatório de gênero"
      about={`Funcionários ativos de cada departamento por gênero, como informado no cadastro. ${ACTIVE_RULE}`}
      kind="day"
      initial={todayFilter()}
      chart={(filter) => <GenderChart filter={filter} />}
      columns={unsorted<GenderRow>([
        { key: 'departamento', title: 'Departamento' },
        { key: 'empresa', title: 'Empresa' },
        { key: 'F', title: 'Feminino', align: 'right' },
        { key: 'M', title: 'Masculino', align: 'right' },
        { key: 'O', title: 'Outro', align: 'right' },
        { key: 'N', title: 'Não informado', align: 'right' },
        { key: 'total', title: 'Total', align: 'right' },
      ])}
    />
  );
}

/** `/reports/car-repair`: the fleet's maintenance cost per vehicle and month (done maintenance, by its day). */
export function CarRepairReportPage() {
  const now = today().slice(0, 7);
  const [range, setRange] = useState<[string, string]>([addMonths(now, -11), now]);
  const report = useQuery({
    queryKey: ['fleet', 'car-repair', range],
    queryFn: () => call(FLEET_API.carRepair, { query: { de: range[0], ate: range[1] } }),
  });
  const data = report.data;
  return (
    <SectionLayout title="Manutenção de veículos" back="/reports/home">
      <DatePicker.RangePicker
        picker="month"
        format="MM/YYYY"
        allowClear={false}
        aria-label="Período"
        value={[dayjs(`${range[0]}-01`), dayjs(`${range[1]}-01`)]}
        onChange={(values) =>
          values?.[0] && values[1] && setRange([values[0].format('YYYY-MM'), values[1].format('YYYY-MM')])
        }
        style={{ marginBottom: 16 }}
      />
      {data && <CarRepairChart report={data} />}
      {report.isError ? (
        <Empty description="Não foi possível carregar o relatório." />
      ) : (
        <Table
          rowKey="id_veiculo"
          size="small"
          scroll={{ x: true }}
          loading={report.isLoading}
          dataSource={data?.veiculos ?? []}
          pagination={false}
          locale={{ emptyText: <Empty description="Nenhuma manutenção realizada no período." /> }}
          columns={[
            {
              key: 'placa',
              title: 'Veículo',
              fixed: 'left',
              render: (_, v) => `${formatPlate(v.placa)} — ${v.modelo}`,
            },
            ...(data?.meses ?? []).map((mes, i) => ({
              key: mes,
              title: monthLabel(mes),
              align: 'right' as const,
              render: (_: unknown, v: CarRepairReport['veiculos'][number]) =>
                v.custos[i] ? formatMoney(v.custos[i]) : '—',
            })),
            { key: 'total', title: 'Total', align: 'right', render: (_, v) => formatMoney(v.total) },
          ]}
          summary={() =>
            data && data.veiculos.length > 0 ? (
              <Table.Summary.Row>
                <Table.Summary.Cell index={0}>Total da frota</Table.Summary.Cell>
                <Table.Summary.Cell index={1} colSpan={data.meses.length + 1} align="right">
                  {formatMoney(data.total)}
                </Table.Summary.Cell>
              </Table.Summary.Row>
            ) : null
          }
        />
      )}
    </SectionLayout>
  );
}

/** 'YYYY-MM' moved by `n` months. */
function addMonths(month: string, n: number): string {
  return dayjs(`${month}-01`).add(n, 'month').format('YYYY-MM');
}
