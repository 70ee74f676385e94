import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, waitFor, within } from 'storybook/test';
import { EditProfileButton, ProfileHeader } from '@/screens/profile/ProfileHeader';
import { MOBILE_MAX_WIDTH } from '@/theme';
import { findUser } from '@mocks/db';
import { toProfile } from '@mocks/serialize';
import { DEMO_USER_ID, withMockDb } from '@stories/support/mocks';
import { signedIn } from '@stories/support/session';

/** A published demo member (demo/community.ts); stories set or clear their drawn images. */
const OTHER_ID = 20;
const AVATAR = 'avatars/20-portrait.png';
const COVER = 'covers/20-harbor.png';

interface HeaderProps {
  memberId: number;
  isOwn: boolean;
}

/** The header of a member's profile as the mock db has it; mine gets Edit Profile beside it. */
function Header({ memberId, isOwn }: HeaderProps) {
  const [profile] = useState(() => toProfile(findUser(memberId)!));
  return (
    <ProfileHeader
      profile={profile}
      isOwn={isOwn}
      actions={isOwn ? <EditProfileButton /> : undefined}
    />
  );
}

const meta = {
  title: 'Screens/Profile/ProfileHeader',
  component: Header,
  args: { memberId: OTHER_ID, isOwn: false },
  parameters: signedIn(),
} satisfies Meta<typeof Header>;

export default meta;
type Story = StoryObj<typeof meta>;

const fullName = (id: number) => `${findUser(id)!.firstName} ${findUser(id)!.lastName}`;

/** An image has loaded, so the picture is the same in every run. */
const loaded = (image: HTMLElement) =>
  waitFor(() => {
    const img = image as HTMLImageElement;
    return expect(img.complete && img.naturalWidth > 0).toBe(true);
  });

/** My own profile without images: a plain band, initials, both upload buttons, Edit Profile. */
export const Own: Story = {
  args: { memberId: DEMO_USER_ID, isOwn: true },
  // Every demo member has a drawn face and cover (demo/faces/): this one has removed theirs.
  parameters: signedIn({ avatar: null, cover: null }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const name = fullName(DEMO_USER_ID);
    await expect(canvas.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(canvas.getByRole('img', { name })).toHaveTextContent('DD');
    await expect(canvas.queryByRole('img', { name: `${name}'s cover image` })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Upload avatar' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Upload cover' })).toBeEnabled();
    await expect(canvas.getByRole('link', { name: 'Edit Profile' })).toHaveAttribute(
      'href',
      '/settings',
    );
  },
};

/** My own profile with a cover and an avatar (from my session), upload buttons over them. */
export const OwnWithImages: Story = {
  args: { memberId: DEMO_USER_ID, isOwn: true },
  parameters: signedIn({ avatar: 'avatars/1-portrait.png', cover: 'covers/1-harbor.png' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const name = fullName(DEMO_USER_ID);
    const cover = canvas.getByRole('img', { name: `${name}'s cover image` });
    await expect(cover).toHaveAttribute('src', '/api/uploads/covers/1-harbor.png/1200.jpg');
    await loaded(cover);
    const avatar = canvas.getByRole('img', { name });
    await expect(avatar.tagName).toBe('IMG');
    await loaded(avatar);
    await expect(canvas.getByRole('button', { name: 'Upload cover' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Upload avatar' })).toBeVisible();
  },
};

/** Another member without images: initials, profession, city and state; nothing to upload. */
export const Other: Story = {
  parameters: withMockDb(() => Object.assign(findUser(OTHER_ID)!, { avatar: null, cover: null })),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const member = findUser(OTHER_ID)!;
    const name = fullName(OTHER_ID);
    await expect(canvas.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(canvas.getByRole('img', { name })).toHaveTextContent(
      `${member.firstName[0]}${member.lastName[0]}`,
    );
    await expect(canvas.getByText(new RegExp(`^${member.city}, `))).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /^Upload/ })).toBeNull();
    await expect(canvas.queryByRole('link', { name: 'Edit Profile' })).toBeNull();
  },
};

/** Another member with a cover (1200:630 on a phone, a 4:1 banner from md up) and an avatar. */
export const OtherWithImages: Story = {
  parameters: withMockDb(() =>
    Object.assign(findUser(OTHER_ID)!, { avatar: AVATAR, cover: COVER }),
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const name = fullName(OTHER_ID);
    const cover = canvas.getByRole('img', { name: `${name}'s cover image` });
    await loaded(cover);
    const box = cover.parentElement!.parentElement!.getBoundingClientRect();
    // The whole 1200:630 image on a phone; a 4:1 banner of it from md (40em) up.
    const ratio = window.matchMedia(`(min-width: ${MOBILE_MAX_WIDTH})`).matches ? 4 : 1200 / 630;
    await expect(Math.abs(box.width / box.height - ratio)).toBeLessThan(0.01);
    await loaded(canvas.getByRole('img', { name }));
    await expect(canvas.queryByRole('button', { name: /^Upload/ })).toBeNull();
  },
};
