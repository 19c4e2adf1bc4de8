import { queryOptions, useQuery } from '@tanstack/react-query';
import { MY_APPLICATIONS_API as API } from '@intranet/shared/applications/applications.contract';
import { call } from '../../../lib/api-client';

/** The active systems the signed-in person opens (their department's and the general ones). */
export const myApplicationsQuery = () =>
  queryOptions({ queryKey: ['crud', 'rh_aplicacao', 'mine'], queryFn: ({ signal }) => call(API.mine, {}, { signal }) });

export function useMyApplications() {
  return useQuery(myApplicationsQuery());
}
