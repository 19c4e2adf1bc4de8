import { useMemo } from 'react';
import { Empty } from 'antd';
import { CardsMenu, visibleSections } from '../../../components/cards-menu/cards-menu';
import { SectionLayout } from '../../../components/section-layout/section-layout';
import { useSession } from '../../../lib/session';
import { hrHomeSections } from '../hr-home-cards';

/** /human-resources/home: the HR areas the user may open, in sections. */
export function HrHomePage() {
  const { user } = useSession();
  const roles = useMemo(() => user?.roles ?? [], [user]);
  const sections = useMemo(() => hrHomeSections(roles), [roles]);
  return (
    <SectionLayout title="Recursos Humanos" back="/">
      {visibleSections(sections, roles).length === 0 ? (
        <Empty description="Nenhum dado encontrado" />
      ) : (
        <CardsMenu sections={sections} roles={roles} />
      )}
    </SectionLayout>
  );
}
