import { authHandlers } from './auth';
import { careerHandlers } from './career';
import { contentHandlers } from './content';
import { dashboardHandlers } from './dashboard';
import { healthHandlers } from './health';
import { profileHandlers } from './profiles';
import { teamHandlers } from './team';
import { testimonialHandlers } from './testimonials';
import { uploadHandlers } from './uploads';
import { userHandlers } from './users';
import { watchHandlers } from './watch';

/**
 * The default answers of the whole /api contract and the content service. A story or test
 * puts a scenario handler in front of these with `use()`; MSW takes the first match.
 */
export const handlers = [
  ...healthHandlers,
  ...authHandlers,
  ...userHandlers,
  ...careerHandlers,
  ...profileHandlers,
  ...testimonialHandlers,
  ...uploadHandlers,
  ...watchHandlers,
  ...teamHandlers,
  ...dashboardHandlers,
  ...contentHandlers,
];
