import {
  AuditOutlined,
  BarChartOutlined,
  CalendarOutlined,
  CarOutlined,
  CheckSquareOutlined,
  EnvironmentOutlined,
  FileTextOutlined,
  GiftOutlined,
  HeartOutlined,
  IdcardOutlined,
  ManOutlined,
  RocketOutlined,
  UserDeleteOutlined,
} from '@ant-design/icons';
import { HR_REPORTS_MSG as TEXT } from '@intranet/shared/hr-reports/hr-reports.messages';
import { CardsMenu, type MenuSection } from '../../../components/cards-menu/cards-menu';
import { SectionLayout } from '../../../components/section-layout/section-layout';

/** Every HR report, each card shown to those its route admits. */
export const REPORT_SECTIONS: MenuSection[] = [
  {
    title: 'Pessoas',
    cards: [
      { title: 'Geral', icon: <FileTextOutlined aria-hidden />, route: '/reports/list-general' },
      { title: 'Pirâmide etária', icon: <BarChartOutlined aria-hidden />, route: '/reports/pyramid-list' },
      { title: 'Gênero', icon: <ManOutlined aria-hidden />, route: '/reports/list-gender' },
      { title: 'Cidade do provedor', icon: <EnvironmentOutlined aria-hidden />, route: '/reports/provider-city' },
      { title: 'Família', icon: <HeartOutlined aria-hidden />, route: '/reports/family-list' },
    ],
  },
  {
    title: 'Movimentação e datas',
    cards: [
      { title: 'Admissão', icon: <IdcardOutlined aria-hidden />, route: '/reports/list-admission' },
      { title: 'Desligamentos', icon: <UserDeleteOutlined aria-hidden />, route: '/reports/list-dismiss' },
      { title: 'Aniversariantes', icon: <GiftOutlined aria-hidden />, route: '/reports/birthday/list' },
      {
        title: 'Aniversário de empresa',
        icon: <CalendarOutlined aria-hidden />,
        route: '/reports/company-anniversary',
      },
    ],
  },
  {
    title: 'Outros relatórios',
    cards: [
      { title: 'Onboarding', icon: <RocketOutlined aria-hidden />, route: '/human-resources/onboarding/report' },
      { title: 'Vagas', icon: <AuditOutlined aria-hidden />, route: '/human-resources/vacancy/report' },
      { title: 'Confirmações de leitura', icon: <CheckSquareOutlined aria-hidden />, route: '/reports/read-confirm' },
      { title: 'Manutenção de veículos', icon: <CarOutlined aria-hidden />, route: '/reports/car-repair' },
    ],
  },
];

/** `/reports/home`. */
export function ReportsHomePage() {
  return (
    <SectionLayout title={TEXT.home} back="/human-resources/home">
      <CardsMenu sections={REPORT_SECTIONS} />
    </SectionLayout>
  );
}
