import { vi } from 'vitest';
import dayjs from 'dayjs';

/*
 * The first setup file: a test file starts as it would in a worker of its own. The workers are kept
 * from file to file (vitest.config.ts), so that the libraries (antd, React, jsdom) load once per worker
 * rather than once per file; what a file could leave behind is put back here.
 */

// Our modules (the session, the query client, the screens) are evaluated anew for each file.
vi.resetModules();
vi.useRealTimers();

// The state the page keeps: storage, the title, the address. The body is left as it is: testing-library
// removed what the tests rendered, and what a library still has there it removes itself, later (antd's
// upload preview takes its canvas out when the image has loaded).
localStorage.clear();
sessionStorage.clear();
document.title = '';
window.history.replaceState(null, '', '/');

// The day library's language is global: the antd screens set pt-BR when they load, the others keep its default.
dayjs.locale('en');

// Properties that tests put on the browser's objects (URL.createObjectURL, navigator.clipboard, Range
// rectangles…) go; the ones a test replaced come back.
type Properties = Map<string, PropertyDescriptor>;
const pristine = ((globalThis as { [key: symbol]: Map<object, Properties> })[Symbol.for('intranet.test.pristine')] ??=
  new Map());
for (const target of [URL, navigator, document, Range.prototype]) {
  const kept = pristine.get(target);
  if (!kept) {
    pristine.set(
      target,
      new Map(Object.getOwnPropertyNames(target).map((name) => [name, Object.getOwnPropertyDescriptor(target, name)!])),
    );
    continue;
  }
  for (const name of Object.getOwnPropertyNames(target)) if (!kept.has(name)) Reflect.deleteProperty(target, name);
  for (const [name, descriptor] of kept) {
    const now = Object.getOwnPropertyDescriptor(target, name);
    if (!now || now.value !== descriptor.value || now.get !== descriptor.get || now.set !== descriptor.set)
      Object.defineProperty(target, name, descriptor);
  }
}
