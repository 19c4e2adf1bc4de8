export const EMPLOYEE_TRAIL_PATH = '/human-resources/onboarding/employee';
export const EMPLOYEE_CONTENT_PATH = '/human-resources/onboarding/employee/content';
export const CONGRATULATIONS_PATH = '/human-resources/onboarding/employee/content/congratulations';

export function trailUrl(idOnboarding: number, idTrail: number): string {
  return `${EMPLOYEE_TRAIL_PATH}?idOnboarding=${idOnboarding}&idTrail=${idTrail}`;
}

export function contentUrl(idOnboarding: number, idTrail: number, idContent: number): string {
  return `${EMPLOYEE_CONTENT_PATH}?idOnboarding=${idOnboarding}&idTrail=${idTrail}&idContent=${idContent}`;
}

/** A positive integer query parameter, or 0 when missing or malformed. */
export function idParam(params: URLSearchParams, name: string): number {
  const value = Number(params.get(name));
  return Number.isInteger(value) && value > 0 ? value : 0;
}
