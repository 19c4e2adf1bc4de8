export * from './hr';
export * from './identity';
export * from './platform';
export * from './sales';
export * from './onboarding';
export * from './communication';
export * from './leads';
