import { users } from './schema';

/**
 * The columns of a profile card (spec 3), selected wherever members are listed. `published`
 * becomes the card's `listed` flag: teams and watch lists keep a member who was unpublished
 * (docs/architecture.md "Operators and vetting").
 */
export const cardColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  avatar: users.avatar,
  profession: users.profession,
  city: users.city,
  region: users.region,
  published: users.published,
};
