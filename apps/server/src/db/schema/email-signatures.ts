// Tables of the email-signatures area.
export {};
