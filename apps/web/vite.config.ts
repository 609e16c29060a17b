import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * Vendor code in a few stable chunks: the first paint only needs React, the router and Redux, while
 * Firebase (Google sign-in), Swiper (/home-swipe) and the drag and drop library load with the page that
 * uses them (see toolchain notes for the measured sizes). React and Redux groups come first (higher
 * priority): each group also takes the dependencies of its modules, so a lazy group ranked above them
 * would swallow React (Swiper) or react-dom and Redux (dnd) and put itself in the first load.
 */
const vendorGroups: Array<{ name: string; test: RegExp; priority: number }> = [
  { name: 'firebase', test: /[\\/]node_modules[\\/](\.pnpm[\\/])?(@firebase|firebase)/, priority: 10 },
  { name: 'swiper', test: /[\\/]node_modules[\\/](\.pnpm[\\/])?swiper/, priority: 10 },
  {
    name: 'dnd',
    test: /[\\/]node_modules[\\/](\.pnpm[\\/])?(@hello-pangea|css-box-model|raf-schd|redux@4|use-memo-one)/,
    priority: 10,
  },
  {
    name: 'react',
    test: /[\\/]node_modules[\\/](\.pnpm[\\/])?(react|react-dom|scheduler|react-router|react-router-dom|cookie)[@\\/]/,
    priority: 20,
  },
  {
    name: 'redux',
    test: /[\\/]node_modules[\\/](\.pnpm[\\/])?(@reduxjs|redux|react-redux|immer|reselect|redux-thunk|use-sync-external-store)[@\\/]/,
    priority: 20,
  },
];

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: {
    // In development the API server runs beside Vite (pnpm dev): same-origin `/api` like in production.
    proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: true } },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    rolldownOptions: {
      output: {
        // Not `includeDependenciesRecursively: false`: with it the built app stops at start in Chromium
        // ("i is not a function" in a shared chunk, found by the e2e suite), which jsdom tests cannot see.
        codeSplitting: { groups: vendorGroups },
      },
    },
  },
});
