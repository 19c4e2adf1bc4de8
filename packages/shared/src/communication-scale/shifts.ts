/** The shifts at which rules send (marketing spec §4 and §9), in America/Sao_Paulo time. */
export const SHIFTS = {
  M: { label: 'Manhã', time: '07:00' },
  T: { label: 'Tarde', time: '13:00' },
  N: { label: 'Noite', time: '20:00' },
} as const;
export type Shift = keyof typeof SHIFTS;
export const SHIFT_CODES = Object.keys(SHIFTS) as Shift[];
