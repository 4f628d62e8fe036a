import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** Vite settings shared by Storybook and the ui tests: React with Emotion's JSX. */
export default defineConfig({
  plugins: [react({ jsxImportSource: '@emotion/react' })],
});
