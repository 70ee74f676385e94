/**
 * The member's own images (spec 2: "upload avatar, upload cover"), shared by the profile and
 * /settings/basic, which upload them with the same buttons.
 */
export const imageTexts = {
  uploadAvatar: 'Upload avatar',
  uploadCover: 'Upload cover',
  uploading: 'Uploading',
  coverAlt: (name: string) => `${name}'s cover image`,
} as const;
