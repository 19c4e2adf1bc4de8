import { writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import axeCore, { type AxeResults, type RunOptions } from 'axe-core';
import { test as base, type BrowserContext, type Locator, type Page, type TestInfo } from '@playwright/test';

/**
 * The `test` every journey imports: Playwright's, with an accessibility check of every screen the
 * journey visits. Each page's screen is analysed by axe-core (WCAG 2.0 and 2.1, levels A and AA) once
 * per path within a test: just before the journey's first action on it (a click, a fill, a goto
 * elsewhere …), before its page or context is closed, and at the end of the test. The test fails
 * with the list of violations found (rule, element, what is wrong) after it has run to its end.
 * `test.use({ axe: false })` turns the check off for a file or a group.
 */
export * from '@playwright/test';

/** WCAG 2.0 and 2.1, levels A and AA; and one level-one heading on every screen (axe's best practice). */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const AXE_OPTIONS: RunOptions = {
  runOnly: { type: 'tag', values: AXE_TAGS },
  rules: { 'page-has-heading-one': { enabled: true } },
  resultTypes: ['violations'],
};

type Finding = {
  path: string;
  rule: string;
  impact: string;
  help: string;
  nodes: { target: string; summary: string }[];
};

/** The checks of one test: which paths of which page were analysed, and what was found. */
class A11yRun {
  readonly findings: Finding[] = [];
  readonly paths: { path: string; settleMs: number; axeMs: number }[] = [];
  readonly pages = new Set<Page>();
  private readonly checked = new WeakMap<Page, Set<string>>();
  private readonly running = new WeakMap<Page, Promise<void>>();
  /** Milliseconds spent settling and analysing, given back to the test's timeout. */
  spent = 0;

  constructor(private readonly testInfo: TestInfo) {}

  watch(page: Page) {
    this.pages.add(page);
  }

  /** Analyses the page's current path unless it was already analysed in this test. */
  async check(page: Page): Promise<void> {
    this.watch(page);
    const pending = this.running.get(page);
    if (pending) return pending;
    const run = this.analyse(page).finally(() => this.running.delete(page));
    this.running.set(page, run);
    return run;
  }

  async checkOpenPages() {
    for (const page of this.pages) if (!page.isClosed()) await this.check(page);
  }

  private pathOf(page: Page): string | undefined {
    if (page.isClosed()) return undefined;
    const url = new URL(page.url());
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.pathname : undefined;
  }

  private async analyse(page: Page) {
    let done = this.checked.get(page);
    if (!done) this.checked.set(page, (done = new Set()));
    const before = this.pathOf(page);
    if (before === undefined || done.has(before)) return;
    const started = Date.now();
    try {
      await settle(page);
      const path = this.pathOf(page);
      if (path === undefined || done.has(path)) return;
      done.add(path);
      const settled = Date.now();
      const results = await runAxe(page);
      this.paths.push({ path, settleMs: settled - started, axeMs: Date.now() - settled });
      for (const v of results.violations) {
        this.findings.push({
          path,
          rule: v.id,
          impact: v.impact ?? '',
          help: v.help,
          nodes: v.nodes.map((n) => ({ target: n.target.join(' '), summary: firstReason(n.failureSummary) })),
        });
      }
    } catch (error) {
      // A page closed or navigated away while it was analysed: the next action checks the new path.
      if (!page.isClosed() && !/closed|destroyed|navigat/i.test(String(error))) throw error;
    } finally {
      const spent = Date.now() - started;
      this.spent += spent;
      this.testInfo.setTimeout(this.testInfo.timeout + spent);
    }
  }

  report(): string {
    const elements = this.findings.reduce((n, f) => n + f.nodes.length, 0);
    const lines = [
      `Accessibility (axe-core, ${AXE_TAGS.join(', ')}, page-has-heading-one): ${this.findings.length} violation(s), ${elements} element(s)`,
    ];
    for (const f of this.findings) {
      lines.push(`  ${f.path}  ${f.rule} (${f.impact}): ${f.help} — ${f.nodes.length} element(s)`);
      for (const n of f.nodes.slice(0, 6)) lines.push(`      ${n.target}\n        ${n.summary}`);
      if (f.nodes.length > 6) lines.push(`      … and ${f.nodes.length - 6} more`);
    }
    return lines.join('\n');
  }
}

/** The first reason axe gives for a node, on one line. */
function firstReason(summary: string | undefined): string {
  const lines = (summary ?? '').split('\n').map((l) => l.trim());
  const reason = lines.find((l, i) => i > 0 && l !== '') ?? lines[0] ?? '';
  return reason.length > 300 ? `${reason.slice(0, 300)}…` : reason;
}

/**
 * Runs axe-core in the page, read into it once per document (a screen change of the app keeps it).
 * Only the violations come back: the passes of a long table would be megabytes to copy out.
 * Calling axe-core itself costs a third of @axe-core/playwright's AxeBuilder, which sends and
 * compiles axe's 550 kB twice on every analysis.
 */
async function runAxe(page: Page): Promise<AxeResults> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeCore.source);
  return page.evaluate(
    (options) => (window as unknown as { axe: typeof axeCore }).axe.run(document, options),
    AXE_OPTIONS,
  );
}

/**
 * Waits until the screen is still: no spinner or skeleton, no change to the DOM for a fifth of a
 * second, and every finite animation (antd's fades and slides) finished; five seconds at most. The
 * document keeps an observer of its changes from its first check on, so a screen that has been still
 * for a while (the journey waited for something on it) is analysed at once.
 */
async function settle(page: Page) {
  await page.evaluate(async () => {
    const QUIET_MS = 200;
    const deadline = Date.now() + 5_000;
    const w = window as unknown as { a11yLastChange?: number };
    if (w.a11yLastChange === undefined) {
      w.a11yLastChange = Date.now();
      new MutationObserver(() => {
        w.a11yLastChange = Date.now();
      }).observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
    }
    const busy = () => document.querySelector('.ant-spin-spinning, .ant-skeleton-active, [aria-busy="true"]') !== null;
    for (;;) {
      const quietFor = Date.now() - (w.a11yLastChange ?? 0);
      if ((quietFor >= QUIET_MS && !busy()) || Date.now() > deadline) break;
      await new Promise((resolve) => setTimeout(resolve, Math.max(20, QUIET_MS - quietFor)));
    }
    // A CSS transition exists only once a style recalculation has seen its change: on a busy machine
    // the last change may not have reached a frame yet, and axe's own getComputedStyle would then start
    // it (a button just enabled read in its disabled greys). Two frames (a hidden page has none: a tenth
    // of a second then) and a forced layout start them.
    await Promise.race([
      new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
      new Promise((resolve) => setTimeout(resolve, 100)),
    ]);
    document.documentElement.getBoundingClientRect();
    const moving = document
      .getAnimations()
      .filter((a) => a.playState === 'running' && a.effect?.getComputedTiming().endTime !== Infinity);
    await Promise.race([
      Promise.all(moving.map((a) => a.finished.catch(() => undefined))),
      new Promise((resolve) => setTimeout(resolve, Math.max(0, deadline - Date.now()))),
    ]);
  });
}

/** The run of the test in progress; the patched actions below consult it. */
let current: A11yRun | undefined;

const LOCATOR_ACTIONS = [
  'check',
  'clear',
  'click',
  'dblclick',
  'dragTo',
  'fill',
  'hover',
  'press',
  'pressSequentially',
  'selectOption',
  'selectText',
  'setChecked',
  'setInputFiles',
  'tap',
  'type',
  'uncheck',
] as const;
const PAGE_LEAVES = ['goto', 'reload', 'goBack', 'goForward', 'close'] as const;

type AnyFn = (...args: unknown[]) => Promise<unknown>;
type Methods = Record<string, AnyFn>;

/**
 * Runs `before` ahead of a method of a Playwright class. The original is called as a method under
 * another name, so that Playwright still names the step after it (locator.click, not locator.call).
 */
function wrap(proto: object, name: string, before: (self: never) => Promise<void>) {
  const methods = proto as Methods;
  const original = `${name}WithoutA11yCheck`;
  if (typeof methods[name] !== 'function' || original in methods) return;
  Object.defineProperty(proto, original, { value: methods[name], configurable: true });
  methods[name] = async function (this: Methods, ...args: unknown[]) {
    if (current) await before(this as never);
    return this[original](...args);
  };
}

/** Puts the check in front of every action of every page (Playwright's classes are shared by all pages). */
function install(page: Page) {
  const check = (p: Page) => current?.check(p) ?? Promise.resolve();
  for (const name of LOCATOR_ACTIONS)
    wrap(Object.getPrototypeOf(page.locator('html')), name, (l: Locator) => check(l.page()));
  for (const name of PAGE_LEAVES) wrap(Object.getPrototypeOf(page), name, (p: Page) => check(p));
  wrap(Object.getPrototypeOf(page.context()), 'close', async (context: BrowserContext) => {
    for (const p of context.pages()) if (current?.pages.has(p)) await check(p);
  });
  boxThisFile();
}

/**
 * A failing action reports the journey's line, not this file's wrapper: Playwright leaves out of an
 * error's location the frames of the files it is told are its own. An internal of Playwright's; if it
 * is gone, failures point at the wrapper, with the journey's line one frame below.
 */
function boxThisFile() {
  try {
    const require = createRequire(import.meta.url);
    const core = require('playwright-core/lib/coreBundle') as {
      utils?: { setBoxedStackPrefixes?: (p: string[]) => void };
    };
    const playwrightRoot = dirname(require.resolve('playwright/package.json'));
    core.utils?.setBoxedStackPrefixes?.([playwrightRoot, fileURLToPath(import.meta.url)]);
  } catch {
    // Location only.
  }
}

export const test = base.extend<{ axe: boolean; a11yRun: A11yRun | undefined }, { a11yInstalled: boolean }>({
  a11yInstalled: [
    async ({ browser }, use) => {
      const probe = await browser.newPage();
      install(probe);
      await probe.close();
      await use(true);
    },
    { scope: 'worker' },
  ],
  axe: [process.env.E2E_AXE !== 'off', { option: true }],
  a11yRun: [
    async ({ axe, a11yInstalled }, use, testInfo) => {
      if (!axe || !a11yInstalled) return use(undefined);
      const run = new A11yRun(testInfo);
      current = run;
      try {
        await use(run);
        if (testInfo.status === 'passed') await run.checkOpenPages();
      } finally {
        current = undefined;
      }
      const file = testInfo.outputPath('accessibility.json');
      await writeFile(file, JSON.stringify({ ms: run.spent, paths: run.paths, findings: run.findings }, null, 2));
      await testInfo.attach('accessibility', { path: file, contentType: 'application/json' });
      if (run.findings.length > 0) throw new Error(run.report());
    },
    { auto: true },
  ],
  page: async ({ page, a11yRun }, use, testInfo) => {
    a11yRun?.watch(page);
    await use(page);
    if (a11yRun && testInfo.status === 'passed') await a11yRun.checkOpenPages();
  },
});
