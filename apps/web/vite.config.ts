import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { lingui } from '@lingui/vite-plugin';
import { VitePWA } from 'vite-plugin-pwa';
import { citizenFiles } from './scripts/citizen-chunks.mjs';
import { inlineIcons } from './scripts/inline-icons.mjs';

const distDir = fileURLToPath(new URL('./dist/', import.meta.url));
const reactRouterDir = path.dirname(createRequire(import.meta.url).resolve('react-router/package.json'));

export default defineConfig(({ command, isSsrBuild }) => ({
  resolve: {
    // React Router's package exports name only its development build (remix-run/react-router#14102): in ours that
    // kept its development warnings on, with their checks and messages in every citizen's first load. Builds take
    // the production build it ships beside it; `vite` (development) and the tests keep the warnings.
    alias:
      command === 'build'
        ? [{ find: /^react-router$/, replacement: path.join(reactRouterDir, 'dist/production/index.mjs') }]
        : [],
  },
  plugins: [
    react(),
    tailwindcss(),
    // Lucide's icons drawn inline in the modules that use them, not as a chunk each (scripts/inline-icons.mjs).
    inlineIcons(),
    // Compiles the .po message catalogues on import; a message that does not compile fails the build.
    lingui({ cwd: fileURLToPath(new URL('.', import.meta.url)), failOnCompileError: true }),
    // The service worker (docs/decisions/024-installable-offline-app.md): our own src/service-worker/sw.ts with
    // Workbox, given the list of files to precache; registered by lib/service-worker-registration.ts after load.
    // Not in the build that renders pages ahead of time (entry-server.tsx): it has no service worker of its own.
    isSsrBuild
      ? null
      : VitePWA({
          strategies: 'injectManifest',
          srcDir: 'src/service-worker',
          filename: 'sw.ts',
          injectRegister: false,
          // public/manifest.webmanifest is the manifest, linked from index.html.
          manifest: false,
          injectManifest: {
            globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
            // Demo news pictures are content, not the app.
            globIgnores: ['news/**'],
            // Every citizen page's code (lazy pages too, so each opens offline once the app is installed); none of the
            // police console's, which is used online and would cost every citizen's data plan.
            manifestTransforms: [
              (entries) => {
                const viteManifest = JSON.parse(readFileSync(`${distDir}.vite/manifest.json`, 'utf8'));
                const citizen = citizenFiles(viteManifest);
                return {
                  manifest: entries.filter((entry) => !entry.url.startsWith('assets/') || citizen.has(entry.url)),
                  warnings: [],
                };
              },
            ],
          },
        }),
  ],
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:8080' },
  },
  build: {
    manifest: true,
    target: 'es2020',
    sourcemap: false,
    reportCompressedSize: false,
    // The app's one stylesheet in one file, owned by no chunk: it is in every page already (linked by the app shell,
    // inside each page built ahead of time, scripts/prerender.mjs), so no lazy chunk names it to be fetched; one that
    // did would have a page without the link fetch and apply the whole stylesheet a second time.
    cssCodeSplit: false,
    rolldownOptions: {
      output: {
        // Everything the entry loads statically in one chunk: left to the automatic splitting, the modules it shares
        // with lazy pages (React Query's, the Babel helpers, Lucide's icon base) came in a dozen small chunks whose
        // cut changed with every lazy import elsewhere, each compressed alone (issue 17).
        codeSplitting: isSsrBuild ? undefined : { groups: [{ name: 'shell', tags: ['$initial'] }] },
      },
    },
  },
}));
