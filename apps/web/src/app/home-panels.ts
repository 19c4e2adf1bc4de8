import type { HomePanel } from '../lib/home-panel';
import { onboardingReadingHomePanels } from '../features/onboarding-reading/routes';
import { readConfirmationsHomePanels } from '../features/read-confirmations/routes';
import { complimentsHomePanels } from '../features/compliments/routes';

/** Panels of the signed-in home page, as the features contribute them. */
export const homePanels: readonly HomePanel[] = [
  ...onboardingReadingHomePanels,
  ...readConfirmationsHomePanels,
  ...complimentsHomePanels,
];
