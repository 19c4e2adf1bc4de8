// Tables of the handbook area.
export {};
