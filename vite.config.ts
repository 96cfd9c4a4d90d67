import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { firstScreenPlugin } from './src/firstScreen/build/firstScreenPlugin.ts';

// The add-in. /api is proxied to the backend in dev and preview, so the add-in and the API share an
// origin locally; production builds point VITE_API_BASE_URL at the backend instead.
const backend = process.env.PLUME_BACKEND_URL ?? 'http://127.0.0.1:8000';
const webPort = Number(process.env.PLUME_WEB_PORT ?? 3000);

export default defineConfig({
  plugins: [react(), firstScreenPlugin()],
  server: { port: webPort, strictPort: true, host: 'localhost', proxy: { '/api': backend } },
  preview: { port: webPort, strictPort: true, host: '127.0.0.1', proxy: { '/api': backend } },
  build: { sourcemap: true, target: 'es2022' },
});
