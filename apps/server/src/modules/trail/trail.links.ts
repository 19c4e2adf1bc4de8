import { CONTENT_MSG } from '@intranet/shared/content/content.messages';
import { ORDERING_MSG } from '@intranet/shared/ordering/ordering.messages';
import { TRAIL_MSG } from '@intranet/shared/trail/trail.messages';
import { MSG } from '@intranet/shared/validation/messages';
import type { OrderedLinkTable } from '../../platform/ordering/ordered-links';

/** The contents of a trail, in reading order. */
export const TRAIL_CONTENTS: OrderedLinkTable = {
  table: 'rh_trilha_conteudo',
  parent: 'id_trilha',
  child: 'id_conteudo',
  parentTable: 'rh_trilha',
  childTable: 'rh_conteudo',
  parentName: 'nome',
  messages: {
    unknownParent: TRAIL_MSG.unknownTrail,
    unknownChild: CONTENT_MSG.unknownContent,
    notLinked: MSG.notFound,
    orderMismatch: ORDERING_MSG.orderMismatch,
  },
};
