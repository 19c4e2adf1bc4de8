export const INCIDENTS_PATH = '/incidents';
export const INCIDENTS_HOME = '/incidents/home';
