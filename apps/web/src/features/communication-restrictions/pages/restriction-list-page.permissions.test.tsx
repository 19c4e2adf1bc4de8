import { describe, it } from 'vitest';
import { COMMUNICATION_RESTRICTIONS_API as API } from '@intranet/shared/communication-restrictions/communication-restrictions.contract';
import { LOOKUPS_API } from '@intranet/shared/lookups/lookups.contract';
import { expectButtonsFollowPermissions } from '../../../test/page-checks';
import { answer } from '../../../test/render-page';
import { COMPANIES, RESTRICTIONS } from './restrictions-fixtures';
import { RestrictionListPage } from './restriction-list-page';

describe('RestrictionListPage permissions', { timeout: 120_000 }, () => {
  it('shows each row button and NOVA RESTRIÇÃO to exactly the accounts allowed to call its endpoint', async () => {
    await expectButtonsFollowPermissions(
      () => <RestrictionListPage />,
      [
        answer(API.list, () => ({ relacionamento_preferencias_cliente: RESTRICTIONS })),
        answer(LOOKUPS_API.companies, () => ({ companies: COMPANIES })),
      ],
      'José Araújo',
      [
        { label: 'NOVA RESTRIÇÃO', action: API.create.access },
        { label: 'WhatsApp ativo', action: API.update.access },
        { label: 'E-mail restrito', action: API.update.access },
        { label: 'Editar', action: API.update.access },
        { label: 'Excluir', action: API.remove.access },
      ],
    );
  });
});
