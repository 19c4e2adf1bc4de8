/** Visitors' screens (spec 000 §2): sign-in, registration and password reset. */
export const LOGIN_HOME = '/home/login/enter';
export const REGISTER_HOME = '/home/login/register';
export const RESET_PASSWORD = '/reset-password';
