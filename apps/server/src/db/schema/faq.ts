// Tables of the faq area.
export {};
