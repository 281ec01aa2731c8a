import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The bundle benchmark reads the manifest to find what each route loads.
    manifest: true,
    sourcemap: false,
  },
  server: { port: 5173, strictPort: false },
});
