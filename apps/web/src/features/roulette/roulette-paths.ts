/** The roulette's screens (spec roulette §2.1). */
export const ROULETTE_BASE = '/marketing/roulette';
export const ROULETTE_LIST_PATH = `${ROULETTE_BASE}/list`;
export const ROULETTE_REGISTER_PATH = `${ROULETTE_BASE}/register`;
export const ROULETTE_BACK_PATH = '/modulos/admin';
export const rouletteEditPath = (id: number, owner: number) => `${ROULETTE_BASE}/edit/${id}/${owner}`;
export const rafflePath = (id: number) => `${ROULETTE_BASE}/raffle/${id}`;
export const reportPath = (id: number) => `${ROULETTE_BASE}/reports/${id}`;
