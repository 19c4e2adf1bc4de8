import { CardsMenu } from '../../../components/cards-menu/cards-menu';
import { SectionLayout } from '../../../components/section-layout/section-layout';
import { MARKETING_SECTIONS } from '../marketing-cards';

/** /marketing/home: the marketing screens the user may open, by section. */
export function MarketingHomePage() {
  return (
    <SectionLayout title="Marketing" back="/">
      <CardsMenu sections={MARKETING_SECTIONS} />
    </SectionLayout>
  );
}
