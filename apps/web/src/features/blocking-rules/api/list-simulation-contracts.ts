import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { MAX_PAGE_SIZE } from '@intranet/shared/api/paging';
import { BLOCKING_SIMULATION_API as API } from '@intranet/shared/blocking-rules/blocking-simulation.contract';
import type {
  SimulatedContract,
  SimulationContractsQuery,
  SimulationFilter,
} from '@intranet/shared/blocking-rules/blocking-simulation.schemas';
import { call } from '../../../lib/api-client';
import { fetchAllPages } from '../../../lib/fetch-all-pages';

export const simulationContractsQuery = (simulation: number, query: SimulationContractsQuery) =>
  queryOptions({
    queryKey: ['blocking-rules', 'simulation', simulation, query],
    queryFn: ({ signal }) => call(API.contracts, { params: { id: simulation }, query }, { signal }),
    placeholderData: keepPreviousData,
  });

/** A page of a simulation's contracts. */
export function useSimulationContracts(simulation: number, query: SimulationContractsQuery) {
  return useQuery(simulationContractsQuery(simulation, query));
}

/** Every contract of the filter, page after page (the export). */
export function allSimulationContracts(simulation: number, filtro: SimulationFilter) {
  return fetchAllPages<SimulatedContract>(async (offset, limit) => {
    const answer = await call(API.contracts, { params: { id: simulation }, query: { filtro, offset, limit } });
    return { dados: answer.contratos, total: answer.total };
  }, MAX_PAGE_SIZE);
}
