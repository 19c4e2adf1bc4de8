import { describe, it } from 'vitest';
import { MARKETING_EVENTS_API as API } from '@intranet/shared/marketing-events/marketing-events.contract';
import { expectButtonsFollowPermissions } from '../../../test/page-checks';
import { answer } from '../../../test/render-page';
import { EVENTS } from './events-fixtures';
import { EventListPage } from './event-list-page';

describe('EventListPage permissions', { timeout: 120_000 }, () => {
  it('shows each row button and NOVO EVENTO to exactly the accounts allowed to call its endpoint', async () => {
    await expectButtonsFollowPermissions(
      () => <EventListPage />,
      [answer(API.list, () => ({ rh_marketing_eventos: EVENTS }))],
      'Feira de Tecnologia',
      [
        { label: 'NOVO EVENTO', action: API.create.access },
        { label: 'Editar', action: API.update.access },
        { label: 'Desativar', action: API.update.access },
        { label: 'Ativar', action: API.update.access },
        { label: 'Excluir', action: API.remove.access },
      ],
    );
  });
});
