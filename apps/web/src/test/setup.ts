import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { contractBreaches } from './render-page';

afterEach(() => cleanup());

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
