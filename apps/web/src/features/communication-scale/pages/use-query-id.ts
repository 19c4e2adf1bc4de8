import { useSearchParams } from 'react-router-dom';
import { idParam } from '@intranet/shared/validation/fields';

/** The campaign of a rules screen (`?idCampaign=`), or undefined when the address has none the API would accept. */
export function useCampaignIdParam(): number | undefined {
  const parsed = idParam.safeParse(useSearchParams()[0].get('idCampaign') ?? undefined);
  return parsed.success ? parsed.data : undefined;
}
