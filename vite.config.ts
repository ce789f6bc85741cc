import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const sandboxPort = Number(process.env.SANDBOX_PORT ?? 8081);
const proxied = ['/services', '/api', '/content', '/sandbox'];

export default defineConfig({
  plugins: [react()],
  build: { outDir: 'dist', sourcemap: true, target: 'es2022' },
  server: {
    host: '127.0.0.1',
    port: Number(process.env.PORT ?? 8080),
    strictPort: true,
    proxy: Object.fromEntries(proxied.map((prefix) => [prefix, `http://127.0.0.1:${sandboxPort}`])),
  },
});
