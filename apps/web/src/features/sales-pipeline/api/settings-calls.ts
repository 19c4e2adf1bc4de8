import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { PIPELINE_API as API } from '@intranet/shared/sales/pipeline.contract';
import type { SalesSettingsBody } from '@intranet/shared/sales/pipeline.schemas';
import { call } from '../../../lib/api-client';

const KEY = ['sales-settings'] as const;

/** A provider's SLA per lead kind, maximum attempts and referral bonus. */
export function useSalesSettings(idEmpresa: number | undefined) {
  return useQuery({
    queryKey: [...KEY, idEmpresa],
    queryFn: ({ signal }) => call(API.settings, { params: { id_empresa: idEmpresa ?? 0 } }, { signal }),
    enabled: idEmpresa !== undefined,
  });
}

export function useSaveSalesSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ idEmpresa, body }: { idEmpresa: number; body: SalesSettingsBody }) =>
      call(API.saveSettings, { params: { id_empresa: idEmpresa }, body }),
    onSuccess: (saved) => client.setQueryData([...KEY, saved.id_empresa], saved),
  });
}
