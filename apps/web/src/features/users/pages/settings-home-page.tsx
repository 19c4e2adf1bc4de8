import { BankOutlined, IdcardOutlined, SafetyCertificateOutlined, TeamOutlined } from '@ant-design/icons';
import { CardsMenu, type MenuSection } from '../../../components/cards-menu/cards-menu';
import { SectionLayout } from '../../../components/section-layout/section-layout';

/** The settings cards; each shows to the users its screen's route admits. */
export const SETTINGS_SECTIONS: MenuSection[] = [
  {
    title: 'Usuários e acessos',
    cards: [
      { title: 'Usuários', icon: <TeamOutlined />, route: '/users/list' },
      { title: 'Perfis de acesso', icon: <SafetyCertificateOutlined />, route: '/access-profiles/list' },
      { title: 'Funcionários', icon: <IdcardOutlined />, route: '/employees/list' },
      { title: 'Empresas dos usuários', icon: <BankOutlined />, route: '/companies/list' },
    ],
  },
];

/** `/settings/home`: the settings a module manager may open. */
export function SettingsHomePage() {
  return (
    <SectionLayout title="CONFIGURAÇÕES" back="/">
      <CardsMenu sections={SETTINGS_SECTIONS} />
    </SectionLayout>
  );
}
