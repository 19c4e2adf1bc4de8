export const ACCESS_PROFILES_LIST_PATH = '/access-profiles/list';
export const ACCESS_PROFILES_REGISTER_PATH = '/access-profiles/register';
export const ACCESS_PROFILES_EDIT_PATH = '/access-profiles/edit';
