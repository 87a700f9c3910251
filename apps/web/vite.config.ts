import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import optimizeLocales from '@react-aria/optimize-locales-plugin';
import { lingui } from '@lingui/vite-plugin';

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    // Compiles the .po message catalogues on import; a message that does not compile fails the build.
    lingui({ cwd: fileURLToPath(new URL('.', import.meta.url)), failOnCompileError: true }),
    // React Aria ships its screen-reader strings in some 30 languages; the app is in English only.
    { ...optimizeLocales.vite({ locales: ['en-US'] }), enforce: 'pre' },
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
  },
});
