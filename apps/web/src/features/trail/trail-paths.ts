export const TRAIL_LIST_PATH = '/human-resources/trail/list';
export const TRAIL_REGISTER_PATH = '/human-resources/trail/register';
export const trailEditPath = (id: number) => `/human-resources/trail/edit/${id}`;
export const trailSyncPath = (id: number) => `/human-resources/trail/sync/${id}`;
