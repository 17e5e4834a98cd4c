import { createRequire } from 'node:module';
import path from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { precompress } from './vite-precompress.ts';
import { pwaFiles } from './vite-pwa-files.ts';

/** React Router's production build, wherever npm installed the package. */
const routerProduction = path.join(
  path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production/index.mjs',
);

const api = 'http://localhost:8080';

export default defineConfig(({ command }) => ({
  // React Router 7 publishes only its development build in `exports` (remix-run/react-router#12532,
  // #14102): a production build takes the same code with its dev warnings off, as React's own builds do.
  resolve: command === 'build' ? { alias: [{ find: /^react-router$/, replacement: routerProduction }] } : undefined,
  plugins: [
    react(),
    precompress(),
    pwaFiles(),
    // The service worker is our own file (src/sw/sw.ts: push and notification clicks besides caching); the
    // plugin builds it to /sw.js and injects the precache list of this build (docs/decisions.md 46). The
    // manifests come from pwaFiles; the app registers the worker itself (src/features/pwa/pwa.ts).
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src/sw',
      filename: 'sw.ts',
      injectRegister: false,
      manifest: false,
      injectManifest: {
        // The shell, its chunks and styles, the language chunks, icons, manifests and the offline page.
        // Not: source maps, the precompressed copies (the browser gets those as the same URLs), the
        // operators' console (loaded only by the few who open it), Vite's module manifest.
        globPatterns: ['**/*.{js,css,html,svg,png,webp,webmanifest}'],
        globIgnores: ['**/*.map', '**/*.br', '**/*.gz', '.vite/**', 'assets/Admin*', 'assets/admin*'],
        maximumFileSizeToCacheInBytes: 1024 * 1024,
      },
    }),
  ],
  server: {
    port: 5173,
    proxy: {
      '/v1': api,
      '/uploads': api,
      '/docs': api,
      '/socket.io': { target: api, ws: true },
    },
  },
  preview: {
    proxy: {
      '/v1': api,
      '/uploads': api,
      '/docs': api,
      '/socket.io': { target: api, ws: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // The manifest maps each source module to its chunk and imports: bench/bundle.ts follows it (P8).
    manifest: true,
    // One stylesheet as before (14 kB gzip): features' CSS files style classes other screens use too, so
    // splitting it along the page chunks would leave a screen unstyled until another page loaded.
    cssCodeSplit: false,
    rolldownOptions: {
      // Building a zod schema has no effect beyond the schema: a module of the contract the app imports for
      // a constant (isVip in vip.ts) must not pull in the schemas written beside it, nor zod with them.
      treeshake: { manualPureFunctions: ['z'] },
      output: {
        codeSplitting: {
          // The libraries every screen runs, each in a chunk of its own: they change less often than the
          // app, so a deployment leaves them in the browser's cache. Libraries only some pages use (forms)
          // stay with those pages' chunks.
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            { name: 'router', test: /node_modules[\\/]react-router[\\/]/ },
            // `<Trans>` and its markup parser (4.6 kB gzip) stay with a page that uses them: in this group
            // they would be in every page's initial JS. The app's one tagged sentence uses ui/TaggedText.
            {
              name: 'i18next',
              test: /node_modules[\\/](i18next[\\/]|react-i18next[\\/](?!.*(Trans|unescape)))/,
            },
            { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/ },
            { name: 'zod', test: /node_modules[\\/]zod[\\/]/ },
            {
              name: 'socket',
              test: /node_modules[\\/](socket\.io-client|socket\.io-parser|engine\.io-client|engine\.io-parser|@socket\.io)[\\/]/,
            },
            // The shell's own modules (lib, ui, app) in one chunk rather than dozens of tiny ones; only those
            // the entry runs (`$initial`): a piece of ui/ that only lazy pages use stays with them (P8).
            { name: 'shell', test: /apps[\\/]web[\\/]src[\\/](lib|ui|app)[\\/]/, tags: ['$initial'] },
          ],
        },
      },
    },
  },
}));
