import type { Meta, StoryObj } from '@storybook/react-vite';
import { useLocation } from 'react-router-dom';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { SiteNavigation } from '@/components/navigation/SiteNavigation';
import { TopNav } from '@/components/navigation/TopNav';
import { config } from '@/lib/config';
import {
  DEMO_ACCOUNT_MENU,
  DEMO_ACCOUNT_MENU_INITIALS,
  DEMO_FULL_NAME,
  DEMO_INITIALS,
  signedIn,
  signedOut,
} from '@stories/support/session';

/** Shows where the memory router is, so a story can assert a navigation without leaving. */
function Here() {
  const location = useLocation();
  return <p data-testid="location">At {location.pathname}</p>;
}

function NavigationWithLocation() {
  return (
    <>
      <SiteNavigation />
      <Here />
    </>
  );
}

const meta = {
  title: 'Components/Navigation/TopNav',
  component: NavigationWithLocation,
  // Every path renders the navigation, so it stays mounted across route changes: the pattern
  // matches any path, and the page decorator fills :page to start at /community.
  args: { routePath: '/:page?/*', routeParams: { page: 'community' } },
} satisfies Meta<typeof NavigationWithLocation>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The open menu of this trigger (earlier stories' menus may still be leaving the page). */
async function menuOf(trigger: HTMLElement) {
  const menu = await waitFor(() => {
    const element = trigger.ownerDocument.getElementById(
      trigger.getAttribute('aria-controls') ?? '',
    );
    expect(element).toHaveAttribute('data-state', 'open');
    return element as HTMLElement;
  });
  await waitFor(() => expect(menu).toBeVisible());
  return within(menu);
}

const desktop = { viewport: { value: 'desktop', isRotated: false } };
const mobile = { viewport: { value: 'mobile', isRotated: false } };

export const SignedOut: Story = {
  globals: desktop,
  parameters: signedOut(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = await canvas.findByRole('navigation', { name: 'Main' });
    const links = within(nav);
    await expect(links.getByRole('link', { name: 'Guildhall home' })).toHaveAttribute('href', '/');
    await expect(links.getByRole('link', { name: 'Community Search' })).toHaveAttribute(
      'href',
      '/community',
    );
    await expect(links.getByRole('link', { name: 'Community Search' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(links.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/login');
    await expect(links.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/signup');
    await expect(links.queryByRole('button', { name: /Account menu/ })).toBeNull();
  },
};

/** Signed in with a published profile: the avatar menu lists Profile. */
export const SignedIn: Story = {
  globals: desktop,
  parameters: signedIn({ published: true }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Guildhall home' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    await expect(canvas.getByRole('link', { name: 'Community' })).toHaveAttribute(
      'href',
      '/community',
    );
    const content = canvas.getByRole('link', { name: /^Content/ });
    await expect(content).toHaveAttribute('href', config.contentUrl);
    await expect(content).toHaveAttribute('target', '_blank');
    await expect(canvas.queryByRole('link', { name: 'Log In' })).toBeNull();

    const trigger = await canvas.findByRole('button', { name: DEMO_ACCOUNT_MENU });
    await userEvent.click(trigger);
    const body = await menuOf(trigger);
    await expect(body.getByRole('group', { name: DEMO_FULL_NAME })).toBeVisible();
    await expect(body.getByRole('menuitem', { name: 'Profile' })).toHaveAttribute(
      'href',
      '/profile/1',
    );
    await expect(body.getByRole('menuitem', { name: 'Team' })).toHaveAttribute('href', '/team/1');
    await expect(body.getByRole('menuitem', { name: 'Watch List' })).toHaveAttribute(
      'href',
      '/watch-list',
    );
    await expect(body.getByRole('menuitem', { name: 'Settings' })).toHaveAttribute(
      'href',
      '/settings',
    );
    await expect(body.getByRole('menuitem', { name: 'Log Out' })).toBeInTheDocument();

    // Choosing an entry navigates and closes the menu.
    await userEvent.click(body.getByRole('menuitem', { name: 'Watch List' }));
    await expect(await canvas.findByText('At /watch-list')).toBeVisible();
    await waitFor(() => expect(trigger).toHaveAttribute('aria-expanded', 'false'));
  },
};

/** Signed in, profile not yet published: no Profile entry. */
export const SignedInWithoutProfile: Story = {
  globals: desktop,
  parameters: signedIn({ published: false }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = await canvas.findByRole('button', { name: DEMO_ACCOUNT_MENU });
    await userEvent.click(trigger);
    const menu = await menuOf(trigger);
    await expect(menu.getByRole('menuitem', { name: 'Team' })).toBeVisible();
    await expect(menu.queryByRole('menuitem', { name: 'Profile' })).toBeNull();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(trigger).toHaveAttribute('aria-expanded', 'false'));
  },
};

/**
 * No photo: the avatar shows the member's initials, and the button's name starts with them, so
 * a speech-input user can say what they see (WCAG 2.5.3 "Label in Name"; axe's
 * label-content-name-mismatch, enabled for every story in .storybook/preview.tsx).
 */
export const SignedInWithoutPhoto: Story = {
  globals: desktop,
  parameters: signedIn({ published: true, avatar: null }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = await canvas.findByRole('button', { name: DEMO_ACCOUNT_MENU_INITIALS });
    await expect(trigger).toHaveTextContent(new RegExp(`^${DEMO_INITIALS}$`));
    await expect(trigger.querySelector('img')).toBeNull();
  },
};

/** With a photo there is no visible text: the button is named for the member alone. */
export const SignedInWithPhoto: Story = {
  globals: desktop,
  parameters: signedIn({ published: true, avatar: 'avatars/1-portrait.png' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = await canvas.findByRole('button', {
      name: `Account menu for ${DEMO_FULL_NAME}`,
    });
    const photo = await waitFor(() => {
      const image = trigger.querySelector('img');
      expect(image?.complete && image.naturalWidth > 0).toBe(true);
      return image as HTMLImageElement;
    });
    await expect(photo).toHaveAttribute('src', '/api/uploads/avatars/1-portrait.png/96.webp');
    await waitFor(() => expect(trigger).toHaveTextContent(/^$/));
    await expect(trigger).toHaveAccessibleName(`Account menu for ${DEMO_FULL_NAME}`);
  },
};

/** The avatar menu open; keyboard users move with arrows and leave with Escape. */
export const AvatarMenuOpen: Story = {
  globals: desktop,
  parameters: signedIn({ published: true }),
  render: () => (
    <TopNav
      user={{ id: 1, fullName: DEMO_FULL_NAME, published: true }}
      contentUrl={config.contentUrl}
      onLogout={() => undefined}
      defaultMenuOpen
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Rendered without a photo: the initials name the button first.
    const trigger = await canvas.findByRole('button', { name: DEMO_ACCOUNT_MENU_INITIALS });
    await menuOf(trigger);
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(trigger).toHaveAttribute('aria-expanded', 'false'));
    // Keyboard only: Enter opens it again with the first entry active, arrows move on.
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await menuOf(trigger);
    await waitFor(() =>
      expect(menu.getByRole('menuitem', { name: 'Profile' })).toHaveAttribute('data-highlighted'),
    );
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() =>
      expect(menu.getByRole('menuitem', { name: 'Team' })).toHaveAttribute('data-highlighted'),
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(trigger).toHaveAttribute('aria-expanded', 'false'));
  },
};

/** Log Out (here by keyboard) ends the session and returns to the home page. */
export const LogOut: Story = {
  globals: desktop,
  parameters: signedIn(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = await canvas.findByRole('button', { name: DEMO_ACCOUNT_MENU });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await menuOf(trigger);
    const logOut = menu.getByRole('menuitem', { name: 'Log Out' });
    await userEvent.keyboard('{End}');
    await waitFor(() => expect(logOut).toHaveAttribute('data-highlighted'));
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByText('At /')).toBeVisible();
    await expect(await canvas.findByRole('link', { name: 'Log In' })).toBeVisible();
  },
};

/** Mobile, signed in: the toggle shows every entry; a route change closes the panel. */
export const MobileOpen: Story = {
  globals: mobile,
  parameters: signedIn({ published: true }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = await canvas.findByRole('button', { name: 'Open menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    const close = canvas.getByRole('button', { name: 'Close menu' });
    await expect(close).toHaveAttribute('aria-expanded', 'true');
    const panel = within(canvasElement.querySelector('#mobile-navigation') as HTMLElement);
    await expect(panel.getByRole('link', { name: 'Profile' })).toHaveAttribute(
      'href',
      '/profile/1',
    );
    await expect(panel.getByRole('link', { name: 'Team' })).toBeVisible();
    await expect(panel.getByRole('link', { name: 'Watch List' })).toBeVisible();
    await expect(panel.getByRole('link', { name: 'Settings' })).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Log Out' })).toBeVisible();

    await userEvent.click(panel.getByRole('link', { name: 'Team' }));
    await expect(await canvas.findByText('At /team/1')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Open menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await expect(canvasElement.querySelector('#mobile-navigation')).toBeNull();
  },
};

/** Mobile, signed out; Escape closes the open panel. */
export const MobileSignedOut: Story = {
  globals: mobile,
  parameters: signedOut(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Open menu' }));
    const panel = within(canvasElement.querySelector('#mobile-navigation') as HTMLElement);
    await expect(panel.getByRole('link', { name: 'Community Search' })).toBeVisible();
    await expect(panel.getByRole('link', { name: 'Log In' })).toBeVisible();
    const signUp = panel.getByRole('link', { name: 'Sign Up' });
    signUp.focus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvasElement.querySelector('#mobile-navigation')).toBeNull());
    await expect(canvas.getByRole('button', { name: 'Open menu' })).toHaveFocus();
  },
};
