import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const api = 'http://localhost:8080';

export default defineConfig({
  plugins: [react()],
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
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: true },
});
