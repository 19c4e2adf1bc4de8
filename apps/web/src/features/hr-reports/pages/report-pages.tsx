import { Empty } from 'antd';
import { dayParts, today } from '@intranet/shared/calendar/days';
import { formatDate } from '@intranet/shared/format/dates';
import { HR_REPORTS_API as API } from '@intranet/shared/hr-reports/hr-reports.contract';
import { ACTIVE_RULE, monthBounds } from '@intranet/shared/hr-reports/hr-reports.rules';
import { HR_REPORTS_MSG as TEXT } from '@intranet/shared/hr-reports/hr-reports.messages';
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
import { CitiesChart, GenderChart, MovementChart, PyramidChart } from '../components/hr-charts';
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

/** `/reports/car-repair`: the fleet's maintenance costs, once the fleet exists; until then its empty state. */
export function CarRepairReportPage() {
  return (
    <SectionLayout title="Manutenção de veículos" back="/reports/home">
      <Empty description={TEXT.carRepairEmpty} />
    </SectionLayout>
  );
}
