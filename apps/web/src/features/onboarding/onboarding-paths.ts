export const ONBOARDING_LIST_PATH = '/human-resources/onboarding/list';
export const ONBOARDING_REGISTER_PATH = '/human-resources/onboarding/register';
export const onboardingEditPath = (id: number) => `/human-resources/onboarding/edit/${id}`;
export const onboardingSyncPath = (id: number) => `/human-resources/onboarding/sync-trail/${id}`;
