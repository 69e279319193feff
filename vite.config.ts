import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const r = (p: string) => path.resolve(import.meta.dirname, p);

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: { '@shared': r('src/shared'), '@client': r('src/client'), '@server': r('src/server') },
  },
  build: { outDir: 'dist/client', emptyOutDir: true, sourcemap: false },
  server: {
    // `npm run dev`: pages from Vite with hot reload, the API from the Fastify server beside it.
    proxy: {
      '/api': `http://127.0.0.1:${process.env.API_PORT ?? 3001}`,
      '/uploads': `http://127.0.0.1:${process.env.API_PORT ?? 3001}`,
      '/healthz': `http://127.0.0.1:${process.env.API_PORT ?? 3001}`,
    },
  },
});
