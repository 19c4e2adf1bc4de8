import { describe, it } from 'vitest';
import { LEAD_IMPORTS_API as API } from '@intranet/shared/lead-imports/lead-imports.contract';
import { LEAD_IMPORTS_MSG as M } from '@intranet/shared/lead-imports/lead-imports.messages';
import { expectButtonsFollowPermissions } from '../../../test/page-checks';
import { answer } from '../../../test/render-page';
import { leadImport } from './lead-imports-fixtures';
import { LeadImportsListPage } from './lead-imports-list-page';

describe('LeadImportsListPage permissions', { timeout: 120_000 }, () => {
  it('shows NOVA IMPORTAÇÃO, Ver Leads and Baixar Arquivo to exactly the accounts allowed to call their endpoints', async () => {
    await expectButtonsFollowPermissions(
      () => <LeadImportsListPage />,
      [answer(API.list, () => ({ vendas_lead_importacao: [leadImport()], total: 1 }))],
      'leads-feira.csv',
      [
        { label: M.add, action: API.create.access },
        { label: 'Ver Leads', action: API.participants.access },
        { label: 'Baixar Arquivo', action: 'files.imports' },
      ],
    );
  });
});
