import { users } from './schema';

/** The columns of a profile card (spec 3), selected wherever members are listed. */
export const cardColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  avatar: users.avatar,
  profession: users.profession,
  city: users.city,
  region: users.region,
};
