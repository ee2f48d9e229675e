// One Storybook for the ui-kit, the editor and app components. No addons: the build must work offline.
import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  stories: ['../libs/ui-kit/src/**/*.stories.tsx', '../libs/editor/src/**/*.stories.tsx', '../apps/*/src/**/*.stories.tsx'],
  addons: [],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
};

export default config;
