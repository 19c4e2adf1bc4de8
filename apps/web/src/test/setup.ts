import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { contractBreaches } from './contract-breaches';

afterEach(() => cleanup());

// findBy… and waitFor wait up to 5 s rather than 1 s: antd screens render slowly on a loaded machine,
// and a wait that gives up early fails a test whose screen is right.
configure({ asyncUtilTimeout: 5_000 });

// antd reads these browser APIs that jsdom lacks.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
if (!window.ResizeObserver) {
  window.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
}
window.scrollTo = (() => undefined) as typeof window.scrollTo;

// A stubbed answer that breaks the API contract fails the test that gave it.
afterEach(() => {
  const breaches = contractBreaches.splice(0);
  if (breaches.length) throw new Error(`stubbed answers break the API contract:\n${breaches.join('\n')}`);
});
