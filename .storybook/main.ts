import type { StorybookConfig } from '@storybook/react-vite';

/**
 * Storybook of @mall/ui: every component, one story per state. The same
 * stories run as tests in Chromium (see vitest.project.ts).
 */
const config: StorybookConfig = {
  stories: ['../packages/ui/docs/**/*.mdx', '../packages/ui/src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: { reactDocgen: 'react-docgen-typescript' },
  async viteFinal(viteConfig) {
    const { mergeConfig } = await import('vite');
    const { default: uiConfig } = await import('../packages/ui/vite.config.ts');
    return mergeConfig(viteConfig, { plugins: uiConfig.plugins });
  },
};

export default config;
