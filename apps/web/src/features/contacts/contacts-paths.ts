/** The directory's addresses (spec §2.4: /contacts list/:nome?/:empresa?, profile/:id). */
export const CONTACTS_LIST_PATH = '/contacts/list';
export const contactProfilePath = (id: number) => `/contacts/profile/${id}`;
