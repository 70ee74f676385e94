import { Box, Grid, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { MemberAvatar, fullName } from '@/components/member/MemberAvatar';
import { ProfileCover } from '@/components/member/ProfileCover';
import { demoCoverFiles } from '@demo/faces/index';
import { db } from '@mocks/db';

// The demo community's drawn faces and covers (demo/faces/, issue 25), as the mocks serve them
// under the upload keys the server's seed stores: a contact sheet for whoever restyles the
// directory, and a check that every picture arrives (not the mocks' placeholder).

/** The published members of the mock db (the demo community), in id order. */
const members = () => db.users.filter((user) => user.published && user.avatar && user.cover);

function ContactSheet() {
  const people = members();
  // One member per cover scene: every cover once.
  const covers = people.slice(0, demoCoverFiles.length);
  return (
    <Stack gap="8" p="6">
      <Stack gap="3">
        <Heading as="h2" size="md">
          Faces
        </Heading>
        <Grid templateColumns="repeat(auto-fill, minmax(5.5rem, 1fr))" gap="4">
          {people.map((member) => (
            <Stack key={member.id} gap="1" alignItems="center">
              <MemberAvatar member={member} size={72} />
              <Text textStyle="xs" textAlign="center" lineClamp={1}>
                {fullName(member)}
              </Text>
            </Stack>
          ))}
        </Grid>
      </Stack>
      <Stack gap="3">
        <Heading as="h2" size="md">
          Covers
        </Heading>
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
          {covers.map((member) => (
            <Box key={member.id}>
              <ProfileCover
                cover={member.cover}
                alt={`${fullName(member)}’s cover`}
                sizes="24rem"
                borderRadius="md"
              />
            </Box>
          ))}
        </SimpleGrid>
      </Stack>
    </Stack>
  );
}

const meta = {
  title: 'Components/Member/DemoFaces',
  component: ContactSheet,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ContactSheet>;

export default meta;
type Story = StoryObj<typeof meta>;

const loaded = (image: HTMLImageElement) => image.complete && image.naturalWidth > 0;

/** Every demo member's face and every cover scene, as the mocks serve them. */
export const ContactSheetOfTheCommunity: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const people = members();
    await expect(people.length).toBeGreaterThanOrEqual(60);
    const faces = people.map(
      (member) => canvas.getByRole('img', { name: fullName(member) }) as HTMLImageElement,
    );
    const covers = canvas.getAllByRole('img', { name: /’s cover$/ }) as HTMLImageElement[];
    await expect(covers).toHaveLength(demoCoverFiles.length);
    await waitFor(() => expect([...faces, ...covers].every(loaded)).toBe(true), {
      timeout: 15_000,
    });
    // The drawn pictures, not the placeholder (an SVG gradient): square portraits, covers in
    // the 1200:630 shape, served as the WebP or JPEG files of demo/faces/.
    for (const face of faces) {
      await expect(face.naturalWidth).toBe(face.naturalHeight);
    }
    for (const cover of covers) {
      // Natural sizes are divided by the srcset density the browser picked: whole pixels apart.
      await expect(Math.abs(cover.naturalHeight - (cover.naturalWidth * 630) / 1200)).toBeLessThan(
        1.5,
      );
    }
    for (const image of [faces[0]!, faces[faces.length - 1]!, ...covers]) {
      const served = await fetch(image.currentSrc);
      await expect(served.headers.get('content-type')).toMatch(/^image\/(webp|jpeg)$/);
    }
  },
};
