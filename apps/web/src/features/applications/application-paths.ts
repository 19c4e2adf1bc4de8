/** The company's systems (spec §2.4 /applications/list); register, edit and the managers' table are ours. */
export const APPLICATIONS_PATH = '/applications';
export const APPLICATIONS_LIST_PATH = '/applications/list';
export const APPLICATIONS_MANAGE_PATH = '/applications/manage';
