import { FAQ_NO_SEARCH } from '@intranet/shared/faq/faq.rules';

/** The FAQ's screens (spec §2.1: list, register, edit/:id, search/:search; §2.4: the categories). */
export const FAQ_PATH = '/faq';
export const FAQ_HOME = `${FAQ_PATH}/search/${FAQ_NO_SEARCH}`;
export const FAQ_LIST = `${FAQ_PATH}/list`;
export const FAQ_REGISTER = `${FAQ_PATH}/register`;
export const faqEditPath = (id: number) => `${FAQ_PATH}/edit/${id}`;
export const FAQ_CATEGORIES_PATH = '/faq-categories';

/** A question's own link: the FAQ opened on it. */
export const questionPath = (id: number) => `${FAQ_HOME}?pergunta=${id}`;
/** One category's questions. */
export const categoryPath = (id: number) => `${FAQ_HOME}?categoria=${id}`;

/** The sign-in screen (spec §2.1 `/home/login/enter`), asked to come back here. */
export const signInPath = (next: string) => `/home/login/enter?next=${encodeURIComponent(next)}`;
