import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  // The Introduction and the Foundations' MDX pages first, then every component's and screen's stories.
  stories: ['../stories/**/*.mdx', '../stories/**/*.stories.@(ts|tsx)'],
  addons: [
    '@storybook/addon-a11y',
    '@storybook/addon-vitest',
    '@storybook/addon-docs',
    // The Visual tests panel: QA runs and reviews Chromatic's snapshots from inside Storybook.
    '@chromatic-com/storybook',
  ],
  framework: { name: '@storybook/react-vite', options: {} },
  // Stand-in pages of the embedded providers (Typeform, Calendly): stories never reach the internet.
  staticDirs: ['../public', { from: '../stories/assets/providers', to: '/story-assets/providers' }],
  core: { disableTelemetry: true },
};

export default config;
