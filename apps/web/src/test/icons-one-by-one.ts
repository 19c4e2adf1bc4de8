import { createRequire } from 'node:module';
import type { Plugin } from 'vite';

const require = createRequire(import.meta.url);
const BARREL_IMPORT = /import\s*\{([^}]*)\}\s*from\s*'@ant-design\/icons';?/g;

/**
 * Tests only: `import { EditOutlined } from '@ant-design/icons'` becomes an import of that icon's own
 * module, the one antd itself requires. The package's index requires all of its 1 700 modules, half a
 * second for each test file that runs in a fresh worker; the browser build drops the unused ones anyway.
 * Lines are kept, so stack traces point where they did.
 */
export function iconsOneByOne(): Plugin {
  return {
    name: 'icons-one-by-one',
    enforce: 'pre',
    transform(code, id) {
      if (id.includes('/node_modules/') || !code.includes("'@ant-design/icons'")) return undefined;
      return code.replace(BARREL_IMPORT, (statement: string, names: string) => {
        const imports = names
          .split(',')
          .map((name) => name.trim())
          .filter(Boolean)
          .map((name) => {
            const [icon, local = icon] = name.split(/\s+as\s+/);
            return `import ${local} from ${JSON.stringify(require.resolve(`@ant-design/icons/${icon}`))};`;
          });
        return imports.join(' ') + '\n'.repeat(statement.split('\n').length - 1);
      });
    },
  };
}
