import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, waitFor, within } from 'storybook/test';
import { BasicInfoScreen } from '@/screens/settings/BasicInfoScreen';
import { findUser } from '@mocks/db';
import { newcomerAt, serverError, slow } from '@mocks/scenarios';
import { DEMO_USER_ID, NEWCOMER_ID, withHandlers, withMockDb } from '@stories/support/mocks';
import type { PageArgs } from '@stories/support/page';
import { signedIn, signedInIncomplete } from '@stories/support/session';

// /settings/basic's "Profile photo and cover": a member adds their images before the profile is
// published (their own profile page is not found until then), with the profile's own buttons.

const meta = {
  title: 'Screens/Settings/ProfileImages',
  component: BasicInfoScreen,
  args: { routePath: '/settings/basic' } satisfies PageArgs,
  parameters: { ...signedInIncomplete(), ...withMockDb(() => newcomerAt('newMember')) },
} satisfies Meta<typeof BasicInfoScreen>;

export default meta;
type Story = StoryObj<PageArgs>;

const TITLE = 'Profile photo and cover';
const UPLOADS: ['post', string] = ['post', '/v1/uploads/:kind'];

const nameOf = (id: number) => `${findUser(id)!.firstName} ${findUser(id)!.lastName}`;

/** The block, found by its heading (a section, not a form: each upload saves on its own). */
async function imagesBlock(canvasElement: HTMLElement) {
  const region = await within(canvasElement).findByRole('region', { name: TITLE });
  return within(region);
}

/** A PNG signature: enough for the type check here and the content check of the mock upload. */
const pngFile = () =>
  new File(
    [new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13])],
    'me.png',
    { type: 'image/png' },
  );

const loaded = (image: HTMLElement) =>
  waitFor(() => {
    const img = image as HTMLImageElement;
    return expect(img.complete && img.naturalWidth > 0).toBe(true);
  });

async function expectToast(text: string) {
  const toast = await within(document.body).findByText(text);
  await waitFor(() => expect(toast).toBeVisible());
}

/** A new member without images: the initials, a plain band, and both upload buttons. */
export const NoPhoto: Story = {
  play: async ({ canvasElement }) => {
    const block = await imagesBlock(canvasElement);
    const name = nameOf(NEWCOMER_ID);
    const avatar = block.getByRole('img', { name });
    await expect(avatar.tagName).not.toBe('IMG');
    await expect(block.queryByRole('img', { name: `${name}'s cover image` })).toBeNull();
    await expect(block.getByRole('button', { name: 'Upload avatar' })).toBeEnabled();
    await expect(block.getByRole('button', { name: 'Upload cover' })).toBeEnabled();
  },
};

/** A member with both images: the processed photo and cover show above their buttons. */
export const WithPhoto: Story = {
  parameters: signedIn({ avatar: 'avatars/1-portrait.png', cover: 'covers/1-harbor.png' }),
  play: async ({ canvasElement }) => {
    const block = await imagesBlock(canvasElement);
    const name = nameOf(DEMO_USER_ID);
    const avatar = block.getByRole('img', { name });
    await expect(avatar.tagName).toBe('IMG');
    await expect(avatar.getAttribute('src')).toMatch(/^\/api\/uploads\/avatars\/1-portrait\.png\//);
    await loaded(avatar);
    const cover = block.getByRole('img', { name: `${name}'s cover image` });
    await expect(cover).toHaveAttribute('src', '/api/uploads/covers/1-harbor.png/1200.jpg');
    await loaded(cover);
    await expect(block.getByRole('button', { name: 'Upload avatar' })).toBeEnabled();
    await expect(block.getByRole('button', { name: 'Upload cover' })).toBeEnabled();
  },
};

/** The chosen photo shows at once; its button waits while the upload runs, the cover's does not. */
export const Uploading: Story = {
  parameters: withHandlers(...slow('infinite', UPLOADS)),
  play: async ({ canvasElement }) => {
    const block = await imagesBlock(canvasElement);
    fireEvent.change(block.getByTestId('upload-avatars'), { target: { files: [pngFile()] } });
    const button = await block.findByRole('button', { name: /Uploading/ });
    await expect(button).toBeDisabled();
    await expect(block.getByRole('img', { name: nameOf(NEWCOMER_ID) })).toHaveAttribute(
      'src',
      expect.stringMatching(/^blob:/),
    );
    await expect(block.getByRole('button', { name: 'Upload cover' })).toBeEnabled();
  },
};

/** Once stored, the server's processed sizes replace the chosen file. */
export const Uploaded: Story = {
  play: async ({ canvasElement }) => {
    const block = await imagesBlock(canvasElement);
    const name = nameOf(NEWCOMER_ID);
    fireEvent.change(block.getByTestId('upload-covers'), { target: { files: [pngFile()] } });
    await waitFor(() =>
      expect(block.getByRole('img', { name: `${name}'s cover image` }).getAttribute('src')).toMatch(
        /^\/api\/uploads\/covers\//,
      ),
    );
    await expect(block.getByRole('button', { name: 'Upload cover' })).toBeEnabled();
  },
};

/** The upload fails: spec 8's toast, the button is ready again and the initials are back. */
export const Failed: Story = {
  parameters: withHandlers(...serverError(UPLOADS)),
  play: async ({ canvasElement }) => {
    const block = await imagesBlock(canvasElement);
    fireEvent.change(block.getByTestId('upload-avatars'), { target: { files: [pngFile()] } });
    await expectToast('Please select an image file 8MB or smaller');
    await waitFor(() => expect(block.getByRole('button', { name: 'Upload avatar' })).toBeEnabled());
    await expect(block.getByRole('img', { name: nameOf(NEWCOMER_ID) }).tagName).not.toBe('IMG');
  },
};
