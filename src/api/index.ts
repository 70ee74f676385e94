import { accountApi } from './account';
import { authApi } from './auth';
import { careerApi } from './career';
import { checkApi } from './check';
import { createApiClient, type ApiClient, type ApiClientOptions } from './client';
import { contentApi, type ContentApiOptions } from './content';
import { dashboardApi } from './dashboard';
import { notificationsApi } from './notifications';
import { profilesApi } from './profiles';
import { reportsApi } from './reports';
import { savedSearchesApi } from './savedSearches';
import { teamApi } from './team';
import { testimonialsApi } from './testimonials';
import { uploadsApi } from './uploads';
import { usersApi } from './users';
import { verificationsApi } from './verifications';
import { watchApi } from './watch';

export * from './client';
export * from './errors';
export * from './locks';
export * from './storage';
export { contentApi } from './content';
export type { ContentApi, ContentApiOptions, ContentDocument } from './content';
export type { AccountApi } from './account';
export type { AuthApi, ResetPasswordInput } from './auth';
export type { CareerApi } from './career';
export type { CheckApi } from './check';
export type { DashboardApi } from './dashboard';
export type { NotificationsApi } from './notifications';
export type { ProfilesApi } from './profiles';
export type { ReportsApi } from './reports';
export type { SavedSearchesApi } from './savedSearches';
export type { TeamApi } from './team';
export type { TestimonialsApi } from './testimonials';
export type { UploadFile, UploadsApi } from './uploads';
export type { UsersApi } from './users';
export type { VerificationsApi } from './verifications';
export type { WatchApi } from './watch';

/** Every endpoint function, bound to one client (and the content service). */
export const createApi = (client: ApiClient, content: ContentApiOptions = {}) => ({
  client,
  auth: authApi(client),
  users: usersApi(client),
  account: accountApi(client),
  career: careerApi(client),
  profiles: profilesApi(client),
  verifications: verificationsApi(client),
  check: checkApi(client),
  reports: reportsApi(client),
  testimonials: testimonialsApi(client),
  uploads: uploadsApi(client),
  watch: watchApi(client),
  savedSearches: savedSearchesApi(client),
  team: teamApi(client),
  dashboard: dashboardApi(client),
  notifications: notificationsApi(client),
  content: contentApi(content),
});

export type Api = ReturnType<typeof createApi>;

export interface CreateApiOptions extends ApiClientOptions {
  content?: ContentApiOptions;
}

export const createApiWith = ({ content, ...options }: CreateApiOptions): Api =>
  createApi(createApiClient(options), content);
