import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { FILES_API } from '@intranet/shared/files/files.contract';
import { ROULETTE_API as API } from '@intranet/shared/roulette/roulette.contract';
import type { CampaignInput, PrizeInput, ThemeInput } from '@intranet/shared/roulette/roulette.schemas';
import { call, urlOf } from '../../../lib/api-client';

const KEY = ['roulette'] as const;

/** Every campaign the user sees (all for the superadmin, one's own otherwise). */
export function useCampaigns() {
  return useQuery({
    queryKey: [...KEY, 'list'],
    queryFn: ({ signal }) => call(API.list, {}, { signal }).then((a) => a.site_roleta_campanhas),
  });
}

/** Eligible owners; null when the user may not list them (then only oneself is offered). */
export function useOwners(enabled: boolean) {
  return useQuery({
    queryKey: [...KEY, 'owners'],
    queryFn: ({ signal }) => call(API.owners, {}, { signal }).then((a) => a.usuarios),
    enabled,
    staleTime: 5 * 60_000,
  });
}

export function useCampaign(id: number, owner: number) {
  return useQuery({
    queryKey: [...KEY, 'item', id, owner],
    queryFn: ({ signal }) =>
      call(API.get, { params: { id, idOwner: owner } }, { signal }).then((a) => a.site_roleta_campanhas[0] ?? null),
    enabled: id > 0,
  });
}

export function useTheme(campaignId: number) {
  return useQuery({
    queryKey: [...KEY, 'theme', campaignId],
    queryFn: ({ signal }) =>
      call(API.theme, { params: { campaignId } }, { signal }).then((a) => a.site_roleta_configuracao_tema[0] ?? null),
    enabled: campaignId > 0,
  });
}

export function usePrizes(campaignId: number) {
  return useQuery({
    queryKey: [...KEY, 'prizes', campaignId],
    queryFn: ({ signal }) =>
      call(API.prizes, { params: { campaignId } }, { signal }).then((a) => a.site_roleta_premios),
    enabled: campaignId > 0,
  });
}

export function useParticipants(campaignId: number, filter: { cliente?: boolean; erro?: boolean } | null) {
  return useQuery({
    queryKey: [...KEY, 'participants', campaignId, filter],
    queryFn: ({ signal }) => {
      const query = filter?.erro === undefined ? {} : { erro: String(filter.erro) as 'true' | 'false' };
      return (
        filter?.cliente === undefined
          ? call(API.participants, { params: { campaignId }, query }, { signal })
          : call(
              API.participantsOf,
              { params: { campaignId, isCustomer: String(filter.cliente) as 'true' | 'false' }, query },
              { signal },
            )
      ).then((a) => a.site_roleta_historico);
    },
    enabled: campaignId > 0 && filter !== null,
  });
}

export function useRaffles(campaignId: number) {
  return useQuery({
    queryKey: [...KEY, 'raffles', campaignId],
    queryFn: ({ signal }) =>
      call(API.raffles, { params: { campaignId } }, { signal }).then((a) => a.site_roleta_sorteio_interno),
    enabled: campaignId > 0,
  });
}

function useInvalidating<I, O>(fn: (input: I) => Promise<O>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => client.invalidateQueries({ queryKey: KEY }) });
}

export const useCreateCampaign = () =>
  useInvalidating((object: CampaignInput) =>
    call(API.create, { body: { object } }).then((a) => a.insert_site_roleta_campanhas_one),
  );
export const useUpdateCampaign = () =>
  useInvalidating((input: { ownerId: number; campaignId: number; object: CampaignInput }) =>
    call(API.update, {
      params: { ownerId: input.ownerId, campaignId: input.campaignId },
      body: { object: input.object },
    }).then((a) => a.update_site_roleta_campanhas_by_pk),
  );
export const useSetCampaignActive = () =>
  useInvalidating((body: { id_campanha: number; ativo: boolean }) => call(API.status, { body }));
export const useDeleteCampaign = () =>
  useInvalidating((p: { campaignId: number; ownerId: number }) => call(API.remove, { params: p }));
export const useResetCampaign = () =>
  useInvalidating((campaignId: number) => call(API.reset, { params: { campaignId } }));
export const useSaveTheme = () =>
  useInvalidating((input: { theme: ThemeInput; exists: boolean }) =>
    input.exists
      ? call(API.updateTheme, { params: { campaignId: input.theme.id_campanha }, body: { objects: [input.theme] } })
      : call(API.createTheme, { body: { objects: [input.theme] } }),
  );
/** Saves the prizes step: removed ones deleted, known ones updated, new ones created. */
export const useSavePrizes = () =>
  useInvalidating(async (input: { campaignId: number; removed: number[]; prizes: PrizeInput[] }) => {
    if (input.removed.length)
      await call(API.deletePrizes, { body: { ids: input.removed, id_campanha: input.campaignId } });
    const known = input.prizes.filter((p) => p.id !== undefined);
    const fresh = input.prizes.filter((p) => p.id === undefined);
    if (known.length) await call(API.updatePrizes, { body: { objects: known } });
    if (fresh.length) await call(API.createPrizes, { body: { objects: fresh } });
  });
export const useDrawRaffle = () =>
  useInvalidating((body: { id_campanha: number; cliente: boolean; id_premio: number }) =>
    call(API.raffle, { body }).then((a) => a.insert_site_roleta_sorteio_interno_one),
  );

/** Uploads the wheel's background image (imagens bucket) and answers its address for the theme. */
export async function uploadBackground(file: File): Promise<string> {
  const form = new FormData();
  form.append('file', file, file.name);
  const stored = await call(FILES_API.upload, { params: { bucket: 'imagens' } }, { form });
  return urlOf(FILES_API.read, { params: { id: String(stored.id) } });
}
