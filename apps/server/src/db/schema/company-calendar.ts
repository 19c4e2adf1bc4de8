// Tables of the company-calendar area.
export {};
