import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http } from 'msw';
import { Link, Outlet } from 'react-router-dom';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { RouteEffects } from '@/components/routing/RouteEffects';
import { SessionGate } from '@/components/routing/RootShell';
import { type AnalyticsEvent, setAnalyticsRecorder } from '@/lib/analytics';
import type { RootStore } from '@/models/RootStore';
import { api } from '@mocks/http';
import { signedIn } from '@stories/support/session';

function Shell() {
  return (
    <>
      <RouteEffects />
      <SessionGate />
      <nav aria-label="Pages">
        <Link to="/community">Community</Link>
      </nav>
      <Outlet />
    </>
  );
}

const meta = {
  title: 'Components/Routing/AppShell',
  component: Shell,
  args: { routePath: '/:page?/*', routeParams: { page: 'privacy' } },
} satisfies Meta<typeof Shell>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Signed out (no stored session): the routes render at once. */
export const SessionResolved: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('status')).toBeNull();
  },
};

const events: AnalyticsEvent[] = [];

/** Every path change is reported to analytics, with the page title. */
export const PageCalls: Story = {
  beforeEach: () => {
    events.length = 0;
    setAnalyticsRecorder((event) => events.push(event));
    return () => setAnalyticsRecorder(undefined);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() =>
      expect(events).toContainEqual(expect.objectContaining({ type: 'page', path: '/privacy' })),
    );
    await expect(document.title).toBe('Guildhall');
    await userEvent.click(canvas.getByRole('link', { name: 'Community' }));
    await waitFor(() =>
      expect(events).toContainEqual({ type: 'page', path: '/community', title: 'Guildhall' }),
    );
    await expect(events.filter((event) => event.type === 'page')).toHaveLength(2);
  },
};

// Kept last: its request never answers, and the browser holds later requests for the same URL.
/** While a stored session is checked, a spinner shows instead of the routes. */
export const SessionPending: Story = {
  parameters: {
    store: (root: RootStore) => {
      signedIn().store(root);
      void root.session.init();
    },
    msw: { handlers: [http.get(api('/v1/user'), () => delay('infinite'))] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status')).toHaveTextContent('Loading your session');
  },
};
