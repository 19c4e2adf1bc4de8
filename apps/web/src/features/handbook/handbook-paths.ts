/** Where the handbook's screens live. */
export const HANDBOOK_VIEW_PATH = '/employee-handbook/view';
export const CHAPTERS_PATH = '/employee-handbook';
export const HANDBOOK_CATEGORIES_PATH = '/employee-handbook/categories';

/** The reader's view opened on one chapter. */
export const chapterViewUrl = (id: number) => `${HANDBOOK_VIEW_PATH}?capitulo=${id}`;
