import { queryOptions, useQuery } from '@tanstack/react-query';
import { TRACKING_LINKS_API as API } from '@intranet/shared/tracking-links/tracking-links.contract';
import { call } from '../../../lib/api-client';

export function listTrackingLinks(signal?: AbortSignal) {
  return call(API.list, {}, { signal }).then((answer) => answer.tracking_links);
}

export const trackingLinksListQuery = () => queryOptions({ queryKey: ['tracking-links', 'list'], queryFn: ({ signal }) => listTrackingLinks(signal) });

export function useTrackingLinksList() {
  return useQuery(trackingLinksListQuery());
}
