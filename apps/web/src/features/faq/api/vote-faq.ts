import { useMutation } from '@tanstack/react-query';
import { FAQ_API as API } from '@intranet/shared/faq/faq.contract';
import { call } from '../../../lib/api-client';

/** "Esta resposta ajudou?": an employee votes with their session (internal questions too), a visitor without one. */
export function voteFaq(id: number, util: boolean, employee: boolean) {
  return call(employee ? API.vote : API.publicVote, { params: { id }, body: { util } });
}

export function useVoteFaq(employee: boolean) {
  return useMutation({ mutationFn: ({ id, util }: { id: number; util: boolean }) => voteFaq(id, util, employee) });
}
