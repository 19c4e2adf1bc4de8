/** Routes of the users and settings screens (spec 002 §2.4 /users, /settings). */
export const USERS_LIST_PATH = '/users/list';
export const USERS_REGISTER_PATH = '/users/register';
export const USERS_ADMIN_EDIT_PATH = '/settings/profile/edit';
export const SETTINGS_HOME_PATH = '/settings/home';
export const PERMISSION_EDIT_PATH = '/settings/permission/edit';
export const userProfilePath = (id: number) => `/users/profile/${id}`;
