import { ONBOARDING_MSG } from '@intranet/shared/onboarding/onboarding.messages';
import { ORDERING_MSG } from '@intranet/shared/ordering/ordering.messages';
import { TRAIL_MSG } from '@intranet/shared/trail/trail.messages';
import type { OrderedLinkTable } from '../../platform/ordering/ordered-links';

/** The trails of an onboarding, in the order its employees follow them. */
export const ONBOARDING_TRAILS: OrderedLinkTable = {
  table: 'rh_onboarding_trilha',
  parent: 'id_onboarding',
  child: 'id_trilha',
  parentTable: 'rh_onboarding',
  childTable: 'rh_trilha',
  parentName: 'titulo',
  messages: {
    unknownParent: ONBOARDING_MSG.notFound,
    unknownChild: TRAIL_MSG.unknownTrail,
    notLinked: ONBOARDING_MSG.notFound,
    orderMismatch: ORDERING_MSG.orderMismatch,
  },
};
