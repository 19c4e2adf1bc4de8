import { CardsMenu } from '../../../components/cards-menu/cards-menu';
import { SectionLayout } from '../../../components/section-layout/section-layout';
import { HR_HOME_SECTIONS } from '../hr-home-cards';

/** /human-resources/home: the HR areas the user may open, in sections. */
export function HrHomePage() {
  return (
    <SectionLayout title="Recursos Humanos" back="/">
      <CardsMenu sections={HR_HOME_SECTIONS} />
    </SectionLayout>
  );
}
