import { queryOptions, useQuery } from '@tanstack/react-query';
import { CAREERS_API } from '@intranet/shared/careers/careers.contract';
import { call } from '../../../lib/api-client';

export const getPipeline = (arg: number, signal?: AbortSignal) =>
  call(CAREERS_API.pipeline, { params: { id: arg } }, { signal });
export const getPipelineQuery = (arg: number) =>
  queryOptions({ queryKey: ['careers', 'pipeline', arg], queryFn: ({ signal }) => getPipeline(arg, signal) });
export function usePipeline(arg: number) {
  return useQuery(getPipelineQuery(arg));
}
