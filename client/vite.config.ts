import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const api = process.env.API_URL ?? 'http://localhost:4000';

export default defineConfig({
  plugins: [react()],
  server: {
    port: Number(process.env.CLIENT_PORT ?? 5173),
    proxy: {
      '/graphql': { target: api, ws: true, changeOrigin: false },
      '/uploads': api,
      '/files': api,
      '/account/export': api,
      '/franchisor/leads.csv': api,
      '/webhooks': api,
      '/sitemap.xml': api,
      '/robots.txt': api,
    },
  },
  build: {
    target: 'es2022',
    sourcemap: true,
    chunkSizeWarningLimit: 900,
  },
});
