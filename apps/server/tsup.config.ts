import { cpSync } from 'node:fs';
import { defineConfig } from 'tsup';

export default defineConfig({
  entry: {
    main: 'src/main.ts',
    'create-admin': 'src/cli/create-admin.ts',
    'customers-sync': 'src/modules/customers/customers.sync.cli.ts',
  },
  format: 'esm',
  platform: 'node',
  target: 'node20',
  outDir: 'dist',
  clean: true,
  splitting: false,
  sourcemap: true,
  // The shared package is TypeScript source: bundle it; keep real dependencies external.
  noExternal: [/^@intranet\//],
  onSuccess: async () => {
    cpSync('src/db/migrations', 'dist/migrations', { recursive: true });
    cpSync('src/platform/pdf/fonts', 'dist/fonts', { recursive: true });
  },
});
