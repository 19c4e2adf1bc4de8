import { queryOptions, useQuery } from '@tanstack/react-query';
import { CAREERS_API } from '@intranet/shared/careers/careers.contract';
import { call } from '../../../lib/api-client';

export const listTalentBank = (arg: { q?: string; limit: number; offset: number }, signal?: AbortSignal) =>
  call(CAREERS_API.talentBank, { body: arg }, { signal });
export const listTalentBankQuery = (arg: { q?: string; limit: number; offset: number }) =>
  queryOptions({ queryKey: ['careers', 'talents', arg], queryFn: ({ signal }) => listTalentBank(arg, signal) });
export function useTalentBank(arg: { q?: string; limit: number; offset: number }) {
  return useQuery(listTalentBankQuery(arg));
}
