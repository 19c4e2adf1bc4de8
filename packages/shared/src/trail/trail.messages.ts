import { quotedList } from '../onboarding/quoted-list';

/** Texts of the trail area, shown by the web and answered by the server. */
export const TRAIL_MSG = {
  /** A trail in use is kept: deleting it would take earned progress away from employees. */
  inUse: (onboardings: readonly string[]) =>
    onboardings.length > 1
      ? `A trilha está vinculada aos onboardings ${quotedList(onboardings)} e não pode ser excluída.`
      : `A trilha está vinculada ao onboarding ${quotedList(onboardings)} e não pode ser excluída.`,
} as const;
