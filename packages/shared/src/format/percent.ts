/** A progress as the onboarding screens show it: rounded to a whole percent ('67%'). */
export function formatPercent(value: number): string {
  return `${Math.round(value)}%`;
}
