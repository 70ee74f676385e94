import { accountHandlers } from './account';
import { emailRestoreHandlers } from './emailRestore';
import { adminAuditHandlers } from './admin/audit';
import { adminSecondFactorHandlers } from './admin/secondFactor';
import { adminLicenceHandlers } from './admin/licences';
import { adminMemberHandlers } from './admin/members';
import { adminPostHandlers } from './admin/posts';
import { adminReportHandlers } from './admin/reports';
import { adminReviewHandlers } from './admin/reviews';
import { authHandlers } from './auth';
import { careerHandlers } from './career';
import { checkHandlers } from './check';
import { contentHandlers } from './content';
import { dashboardHandlers } from './dashboard';
import { healthHandlers } from './health';
import { notificationPreferenceHandlers } from './notificationPreferences';
import { notificationHandlers } from './notifications';
import { profileHandlers } from './profiles';
import { reportHandlers } from './reports';
import { savedSearchHandlers } from './savedSearches';
import { teamHandlers } from './team';
import { testimonialHandlers } from './testimonials';
import { uploadHandlers } from './uploads';
import { userHandlers } from './users';
import { verificationHandlers } from './verifications';
import { watchHandlers } from './watch';

/**
 * The default answers of the whole /api contract and the content service. A story or test
 * puts a scenario handler in front of these with `use()`; MSW takes the first match.
 */
export const handlers = [
  ...healthHandlers,
  ...authHandlers,
  ...userHandlers,
  ...accountHandlers,
  ...emailRestoreHandlers,
  ...careerHandlers,
  ...profileHandlers,
  ...verificationHandlers,
  ...checkHandlers,
  ...reportHandlers,
  ...testimonialHandlers,
  ...uploadHandlers,
  ...watchHandlers,
  ...savedSearchHandlers,
  ...teamHandlers,
  ...notificationHandlers,
  ...notificationPreferenceHandlers,
  ...dashboardHandlers,
  ...adminReviewHandlers,
  ...adminMemberHandlers,
  ...adminPostHandlers,
  ...adminReportHandlers,
  ...adminLicenceHandlers,
  ...adminAuditHandlers,
  ...adminSecondFactorHandlers,
  ...contentHandlers,
];
