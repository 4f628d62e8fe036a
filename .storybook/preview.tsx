import type { Preview } from '@storybook/react-vite';
import { LOCALES, LOCALE_NAMES, MallProvider, ensureLocaleData, loadUiMessages, type Locale, type MessageTable } from '../packages/ui/src/index.ts';
import { installIntlPolyfills } from '../packages/ui/src/i18n/intlPolyfill.ts';
import '../packages/ui/src/theme/fonts.css';

/**
 * Every story renders inside the mall's providers (theme, messages, currency),
 * in the locale picked in the toolbar or set by the story (`globals.locale`).
 */
const preview: Preview = {
  parameters: {
    layout: 'fullscreen',
    // The designer's pages first: what the library is, how to use each family, the tokens.
    options: { storySort: { order: ['Introduction', 'Usage', 'Foundations', '*'] } },
    // Stories are designed for the 1200 px desktop page (spec §1).
    viewport: {
      options: {
        desktop: { name: 'Desktop 1280', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
      },
    },
    controls: { matchers: { color: /(background|color)$/i } },
    // Axe violations fail the story's test.
    a11y: { test: 'error' },
  },
  initialGlobals: { locale: 'zh-CN', viewport: { value: 'desktop', isRotated: false } },
  globalTypes: {
    locale: {
      description: 'Language',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: LOCALES.map((value) => ({ value, title: LOCALE_NAMES[value] })),
        dynamicTitle: true,
      },
    },
  },
  // Each story gets its locale's messages and number/date data, as an app would load them.
  loaders: [
    async ({ globals }) => {
      const locale = (globals.locale as Locale | undefined) ?? 'zh-CN';
      await ensureLocaleData(locale, installIntlPolyfills);
      return { messages: await loadUiMessages(locale) };
    },
  ],
  decorators: [
    (Story, context) => (
      <MallProvider
        globalStyles
        locale={(context.globals.locale as Locale) ?? 'zh-CN'}
        messages={(context.loaded as { messages?: MessageTable }).messages}
      >
        {/* The screenshot of a story is taken of this box (vitest.setup.ts). */}
        <div data-story-root style={{ display: 'flow-root', padding: 16 }}>
          <Story />
        </div>
      </MallProvider>
    ),
  ],
  tags: ['autodocs'],
};

export default preview;
