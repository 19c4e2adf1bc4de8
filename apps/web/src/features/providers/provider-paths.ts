export const PROVIDERS_PATH = '/providers';
