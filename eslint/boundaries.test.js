import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: root });

/** Lints `code` as if it were the file at `file` (repository-relative), with the project's own config. */
async function boundaryErrors(file, code) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result.messages.filter((m) => m.ruleId === 'boundaries/imports').map((m) => m.message);
}

describe('import boundaries in npm run lint', () => {
  it('fails a web feature that imports another feature', async () => {
    const errors = await boundaryErrors(
      'apps/web/src/features/trail/pages/x.tsx',
      "import { a } from '../../onboarding/api/list-onboardings';\nexport const b = a;\n",
    );
    expect(errors).toEqual([expect.stringContaining('a feature never imports another feature (trail → onboarding)')]);
  });

  it('fails a web feature that imports app/, also lazily', async () => {
    const errors = await boundaryErrors(
      'apps/web/src/features/users/api/x.ts',
      "export const m = () => import('../../../app/shell/app-header');\n",
    );
    expect(errors).toEqual([expect.stringContaining('a feature never imports app/')]);
  });

  it('lets a feature import its own files, components/ and lib/', async () => {
    const code =
      "import { a } from '../api/list-trails';\nimport { b } from '../../../components/data-table/data-table';\nimport { c } from '../../../lib/api-client';\nexport const d = [a, b, c];\n";
    expect(await boundaryErrors('apps/web/src/features/trail/pages/x.tsx', code)).toEqual([]);
  });

  it("fails a server module that reaches into another module's internals, but not its public file", async () => {
    const internal = await boundaryErrors(
      'apps/server/src/modules/trail/x.ts',
      "import { a } from '../onboarding/onboarding.repository';\nexport const b = a;\n",
    );
    expect(internal).toEqual([expect.stringContaining('onboarding/onboarding.public.ts')]);
    const published = await boundaryErrors(
      'apps/server/src/modules/trail/x.ts',
      "import { a } from '../onboarding/onboarding.public';\nexport const b = a;\n",
    );
    expect(published).toEqual([]);
  });

  it('fails db/ importing a module and shared importing an app', async () => {
    expect(
      await boundaryErrors(
        'apps/server/src/db/seed/x.ts',
        "import { a } from '../../modules/onboarding/onboarding.public';\nexport const b = a;\n",
      ),
    ).toHaveLength(1);
    expect(
      await boundaryErrors(
        'packages/shared/src/x/y.ts',
        "import { a } from '../../../../apps/server/src/app';\nexport const b = a;\n",
      ),
    ).toHaveLength(1);
  });
});
