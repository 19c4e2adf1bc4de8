import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { FLEET_API } from '@intranet/shared/fleet/fleet.contract';
import { formatPlate } from '@intranet/shared/fleet/fleet.rules';
import { call } from '../../../lib/api-client';

/** The page a list shows, as the server pages it (limit/offset). */
export function usePaging(pageSize = 20) {
  const [paging, setPaging] = useState({ page: 1, pageSize });
  return {
    ...paging,
    query: { limit: paging.pageSize, offset: (paging.page - 1) * paging.pageSize },
    server: (total: number) => ({
      total,
      page: paging.page,
      pageSize: paging.pageSize,
      onChange: (page: number, size: number) => setPaging({ page, pageSize: size }),
    }),
    reset: () => setPaging((p) => ({ ...p, page: 1 })),
  };
}

/** The active vehicles (`GET v1/veiculos`) as select options: plate and model. */
export function useVehicleOptions() {
  const vehicles = useQuery({
    queryKey: ['fleet', 'vehicle-options'],
    queryFn: () => call(FLEET_API.vehicleOptions, {}),
  });
  return {
    ...vehicles,
    options: (vehicles.data?.frota_veiculo ?? []).map((v) => ({
      value: v.id,
      label: `${formatPlate(v.placa)} — ${v.modelo}`,
    })),
  };
}
