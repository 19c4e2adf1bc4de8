import { TRACKING_LINKS_MSG as MSG } from '@intranet/shared/tracking-links/tracking-links.messages';
import { SectionLayout } from '../../../components/section-layout/section-layout';
import { TrackingLinkForm } from '../components/tracking-link-form';
import { TRACKING_LINK_LIST_PATH } from '../tracking-links-paths';

/** /marketing/tracking-link/register. */
export function TrackingLinkRegisterPage() {
  return (
    <SectionLayout title={MSG.registerTitle} back={TRACKING_LINK_LIST_PATH}>
      <TrackingLinkForm />
    </SectionLayout>
  );
}
