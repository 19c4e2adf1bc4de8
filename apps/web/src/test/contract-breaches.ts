/**
 * Answers of the stubbed server that broke the contract; the test setup fails the test on any. A module
 * of its own so that the setup, which every test file runs, loads no antd.
 */
export const contractBreaches: string[] = [];
