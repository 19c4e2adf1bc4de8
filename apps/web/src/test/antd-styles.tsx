import type { JSXElementConstructor, ReactElement, ReactNode } from 'react';
import {
  type RenderHookOptions,
  type RenderOptions,
  render as rtlRender,
  renderHook as rtlRenderHook,
} from '@testing-library/react';
import { type CSSObject, StyleProvider, createCache } from '@ant-design/cssinjs';

/**
 * The CSS properties a test can observe in jsdom, which lays nothing out: whether an element is shown
 * (display, visibility, opacity: testing-library's role queries and jest-dom's toBeVisible) and whether
 * it takes clicks (pointer-events: user-event).
 */
const OBSERVED = new Set(['display', 'visibility', 'opacity', 'pointerEvents', 'all']);

/** A value that antd writes as an object but that is one property, not a nested rule. */
const isPropertyValue = (value: object) => '_skip_check_' in value || '_multi_value_' in value;

/**
 * Keeps of each rule antd generates only the observed properties; a rule left empty is not written.
 * jsdom's getComputedStyle matches every rule of the document against the element and its ancestors,
 * and antd's full CSS made it most of the suite's time; rules the tests cannot observe change nothing
 * but that time. The order of the rules kept is antd's, so their cascade is unchanged.
 */
const observedOnly = {
  visit(style: CSSObject): CSSObject {
    const kept: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(style)) {
      const nested = typeof value === 'object' && value !== null && !isPropertyValue(value);
      if (nested || OBSERVED.has(key)) kept[key] = value;
    }
    return kept as CSSObject;
  },
};

const cache = createCache();

/** antd's CSS-in-JS for tests: the observed properties only, one cache for every render of the file. */
export function TestStyles({ children }: { children: ReactNode }) {
  return (
    <StyleProvider cache={cache} transformers={[observedOnly]}>
      {children}
    </StyleProvider>
  );
}

/** testing-library's render, with antd's test styles around the test's own wrapper, if any. */
export function render(ui: ReactElement, options: RenderOptions = {}) {
  return rtlRender(ui, { ...options, wrapper: withTestStyles(options.wrapper) });
}

/** testing-library's renderHook, with antd's test styles around the test's own wrapper, if any. */
export function renderHook<Result, Props>(hook: (props: Props) => Result, options: RenderHookOptions<Props> = {}) {
  return rtlRenderHook(hook, { ...options, wrapper: withTestStyles(options.wrapper) });
}

function withTestStyles(Wrapper?: JSXElementConstructor<{ children: ReactNode }>) {
  return function Wrapped({ children }: { children: ReactNode }) {
    return <TestStyles>{Wrapper ? <Wrapper>{children}</Wrapper> : children}</TestStyles>;
  };
}
