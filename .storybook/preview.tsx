import type { Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { configure } from 'storybook/test';
import { startMockWorker } from '@mocks/browser';
import { resetScenarioState } from '@mocks/scenarios';
import { installFixedClock, restartFixedClock } from './clock';
import { holdToastsAfterPlay, withPage, withStores } from './decorators';

installFixedClock();
// findBy*/waitFor give up after 1 s by default, which a busy 2-core CI machine can exceed while
// a lazy screen loads; 5 s keeps a real failure quick and a slow render from failing.
configure({ asyncUtilTimeout: 5000 });

const preview: Preview = {
  // Decorators run inside out: the page router sits inside the providers.
  decorators: [withPage, withStores],
  loaders: [mswLoader(startMockWorker)],
  beforeEach: [restartFixedClock, holdToastsAfterPlay, resetScenarioState],
  parameters: {
    layout: 'fullscreen',
    options: {
      storySort: {
        order: [
          'Introduction',
          'Foundations',
          ['Colors', 'Typography', 'Spacing', 'Radii', 'Breakpoints'],
          'Components',
          'Screens',
        ],
      },
    },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    a11y: {
      test: 'error',
      // WCAG 2.5.3 "Label in Name": axe ships the rule as experimental, skipped unless a run
      // asks for it. A control named by aria-label must carry its visible text (initials) too.
      options: { rules: { 'label-content-name-mismatch': { enabled: true } } },
    },
    viewport: {
      options: {
        mobile: {
          name: 'Mobile (375)',
          styles: { width: '375px', height: '812px' },
          type: 'mobile',
        },
        desktop: {
          name: 'Desktop (1280)',
          styles: { width: '1280px', height: '900px' },
          type: 'desktop',
        },
      },
    },
    chromatic: {
      pauseAnimationAtEnd: true,
      modes: {
        mobile: { viewport: 'mobile' },
        desktop: { viewport: 'desktop' },
      },
    },
  },
  initialGlobals: { viewport: { value: 'desktop', isRotated: false } },
};

export default preview;
