import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  stories: ['../stories/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  // Stand-in pages of the embedded providers (Typeform, Calendly): stories never reach the internet.
  staticDirs: ['../public', { from: '../stories/assets/providers', to: '/story-assets/providers' }],
  core: { disableTelemetry: true },
};

export default config;
