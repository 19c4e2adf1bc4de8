import { Spin } from 'antd';
import { useParams } from 'react-router-dom';
import { TRACKING_LINKS_MSG as MSG } from '@intranet/shared/tracking-links/tracking-links.messages';
import { SectionLayout } from '../../../components/section-layout/section-layout';
import { StatusPage } from '../../../components/status-page/status-page';
import { useTrackingLink } from '../api/tracking-link-calls';
import { TrackingLinkForm } from '../components/tracking-link-form';
import { TRACKING_LINK_LIST_PATH } from '../tracking-links-paths';

/** /marketing/tracking-link/edit/:id. */
export function TrackingLinkEditPage() {
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const link = useTrackingLink(valid ? id : 0);
  if (!valid || link.data === null) return <StatusPage kind="notFound" />;
  return (
    <SectionLayout title={MSG.editTitle} back={TRACKING_LINK_LIST_PATH}>
      {link.data ? <TrackingLinkForm key={link.data.id} link={link.data} /> : <Spin />}
    </SectionLayout>
  );
}
