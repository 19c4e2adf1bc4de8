export const EMPLOYEES_LIST_PATH = '/employees/list';
export const EMPLOYEES_REGISTER_PATH = '/employees/register';
export const employeeEditPath = (id: number) => `/employees/edit/${id}`;
/** UsersProfile (spec 000 §2.2 named route, param id = the user's internal id). */
export const usersProfilePath = (id: number) => `/users/profile/${id}`;
/** The dismissal form with the person chosen (`/shutdowns/register/:id/:name`). */
export const dismissalRegisterPath = (id: number, nome: string) =>
  `/shutdowns/register/${id}/${encodeURIComponent(nome)}`;
