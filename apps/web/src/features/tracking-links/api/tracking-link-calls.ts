import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { TRACKING_LINKS_API as API } from '@intranet/shared/tracking-links/tracking-links.contract';
import type { QrFormat, TrackingLinkInput } from '@intranet/shared/tracking-links/tracking-links.schemas';
import { call, fetchEndpoint, ApiError } from '../../../lib/api-client';
import { MSG } from '@intranet/shared/validation/messages';

const KEY = ['tracking-links'] as const;

/** Every link with its counts, newest first. */
export const trackingLinksQuery = () =>
  queryOptions({
    queryKey: [...KEY, 'list'],
    queryFn: ({ signal }) => call(API.list, { body: {} }, { signal }).then((a) => a.vendas_tracking_url),
  });

export function useTrackingLinks() {
  return useQuery(trackingLinksQuery());
}

/** One link, for its edit screen. */
export function useTrackingLink(id: number) {
  return useQuery({
    queryKey: [...KEY, 'item', id],
    queryFn: ({ signal }) =>
      call(API.list, { body: { filtro: { id } } }, { signal }).then((a) => a.vendas_tracking_url[0] ?? null),
    enabled: id > 0,
  });
}

/** The active pages of a provider a link may lead to. */
export function useDestinations(companyId: number | undefined) {
  return useQuery({
    queryKey: [...KEY, 'destinations', companyId],
    queryFn: ({ signal }) =>
      call(API.destinations, { body: { filtro: { id_empresa: companyId } } }, { signal }).then((a) => a.vendas_destino),
    enabled: !!companyId,
    staleTime: 5 * 60_000,
  });
}

/** "Gerar link": stores the link and answers its public address. */
export function useGenerateTrackingLink() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: TrackingLinkInput) =>
      call(API.create, { body: input }).then((a) => a.insert_vendas_tracking_url_one),
    onSuccess: () => client.invalidateQueries({ queryKey: KEY }),
  });
}

export function useUpdateTrackingLink() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: number; object: TrackingLinkInput }) =>
      call(API.update, { body: input }).then((a) => a.update_vendas_tracking_url_by_pk),
    onSuccess: () => client.invalidateQueries({ queryKey: KEY }),
  });
}

/** The QR code of a link as a file (PNG or SVG). */
export async function fetchQrCode(id: number, formato: QrFormat): Promise<Blob> {
  const res = await fetchEndpoint(API.qrCode, { params: { id }, query: { formato } });
  if (res.status !== 200) throw new ApiError(res.status, MSG.generic);
  return res.blob();
}
