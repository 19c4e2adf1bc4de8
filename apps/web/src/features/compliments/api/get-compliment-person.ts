import { useQuery } from '@tanstack/react-query';
import { COMPLIMENTS_API as API } from '@intranet/shared/compliments/compliments.contract';
import { call } from '../../../lib/api-client';

/** A person's page heading and their compliments counted by category. */
export function useComplimentPerson(id: number) {
  return useQuery({
    queryKey: ['compliments', 'person', id],
    queryFn: ({ signal }) => call(API.person, { params: { id } }, { signal }),
    enabled: id > 0,
  });
}
