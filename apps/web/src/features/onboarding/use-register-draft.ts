import { useMemo, useState } from 'react';
import type { OnboardingData } from './components/onboarding-data-fields';

const KEY = 'onboarding-register-draft';

/** A new onboarding not saved yet: the step shown, the form's values and the chosen trails. */
export type RegisterDraft = { step: number; values: OnboardingData; trailIds: number[] };

function read(): RegisterDraft | null {
  try {
    return JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as RegisterDraft | null;
  } catch {
    return null;
  }
}

/**
 * The draft of the register screen, kept for the tab (sessionStorage): a reload at the trails step
 * comes back to it. `keep` writes it, `forget` drops it once saved or given up.
 */
export function useRegisterDraft() {
  const [restored] = useState(read);
  return useMemo(
    () => ({
      restored,
      keep: (draft: RegisterDraft) => sessionStorage.setItem(KEY, JSON.stringify(draft)),
      forget: () => sessionStorage.removeItem(KEY),
    }),
    [restored],
  );
}
