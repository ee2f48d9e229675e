// Every story renders inside the Cairn i18n provider with the ui-kit styles, a theme and a language from the toolbar.
import type { Decorator, Preview } from '@storybook/react-vite';
import { I18nProvider, SUPPORTED_LANGUAGES, getLanguage, initI18n, setLanguage } from '@cairn/i18n';
import { applyTheme } from '@cairn/ui-kit';

void initI18n({ language: 'en', storage: null });

const withCairn: Decorator = (Story, context) => {
  const theme = context.globals['theme'] === 'dark' ? 'dark' : 'light';
  applyTheme(theme);
  const language = String(context.globals['language'] ?? 'en');
  if (language !== getLanguage()) void setLanguage(language).catch(() => undefined);
  return (
    <I18nProvider>
      <div style={{ padding: 24, minHeight: '100vh', background: 'var(--ck-color-bg-canvas)', color: 'var(--ck-color-text-primary)' }}>
        <Story />
      </div>
    </I18nProvider>
  );
};

const preview: Preview = {
  decorators: [withCairn],
  globalTypes: {
    theme: {
      description: 'Colour theme',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Light', icon: 'sun' },
          { value: 'dark', title: 'Dark', icon: 'moon' },
        ],
        dynamicTitle: true,
      },
    },
    language: {
      description: 'Interface language',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: SUPPORTED_LANGUAGES.map((l) => ({ value: l.code, title: l.name })),
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'light', language: 'en' },
  parameters: {
    layout: 'fullscreen',
    controls: { matchers: { color: /(background|color)$/i } },
  },
};

export default preview;
