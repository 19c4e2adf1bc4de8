import { describe, it } from 'vitest';
import { ONBOARDING_API } from '@intranet/shared/onboarding/onboarding.contract';
import { expectButtonsFollowPermissions } from '../../../test/page-checks';
import { answer } from '../../../test/render-page';
import { onboardingRow } from '../test-fixtures';
import { OnboardingListPage } from './onboarding-list-page';

describe('OnboardingListPage permissions', { timeout: 120_000 }, () => {
  it('shows each row button and NOVO ONBOARDING to exactly the accounts allowed to call its endpoint', async () => {
    await expectButtonsFollowPermissions(
      () => <OnboardingListPage />,
      [
        answer(ONBOARDING_API.list, () => ({
          total: 1,
          dados: [onboardingRow({ titulo: 'Integração RH', status: true })],
        })),
      ],
      'Integração RH',
      [
        { label: 'NOVO ONBOARDING', action: ONBOARDING_API.create.access },
        { label: 'Vincular trilhas', action: ONBOARDING_API.linkTrails.access },
        { label: 'Ver trilhas', action: ONBOARDING_API.trailsOf.access },
        { label: 'Editar', action: ONBOARDING_API.update.access },
        { label: 'Desativar', action: ONBOARDING_API.update.access },
        { label: 'Excluir', action: ONBOARDING_API.delete.access },
      ],
    );
  });
});
