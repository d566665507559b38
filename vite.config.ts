import { defineConfig, loadEnv } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

// One config for every module and environment: `vite --mode admin-dev|customer-prod|public-prod …`.
export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  const module = env.VITE_MODULE ?? 'admin';
  return {
    plugins: [react()],
    base: env.VITE_BASE_PATH ?? '/',
    resolve: {
      alias: {
        src: fileURLToPath(new URL('./src', import.meta.url)),
        contract: fileURLToPath(new URL('./contract', import.meta.url)),
      },
    },
    // The manifest lets scripts/bench-size.mjs follow each route's chunks (first-load budget).
    build: { outDir: `dist/${module}`, emptyOutDir: true, sourcemap: false, manifest: true },
    server: {
      port: Number(process.env.PORT ?? 3400),
      strictPort: true,
      proxy: { '/api': `http://127.0.0.1:${process.env.API_PORT ?? 3401}` },
    },
    preview: { port: 3400 },
  };
});
