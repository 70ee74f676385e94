import type { ApiClient } from '../client';
import { adminAuditApi } from './audit';
import { adminLicencesApi } from './licences';
import { adminMembersApi } from './members';
import { adminPostsApi } from './posts';
import { adminReportsApi } from './reports';
import { adminReviewsApi } from './reviews';
import { adminSecondFactorApi } from './secondFactor';

export type { AuditList } from './audit';
export type { LicenceList } from './licences';
export type { MemberSearch } from './members';
export type { PostList } from './posts';
export type { ReportList } from './reports';
export type { ReviewList } from './reviews';

/**
 * The operators' endpoints (/v1/admin/…), bound to the member api's own client (same tokens,
 * same refresh). Not part of src/api/index.ts: the admin layout builds it when it mounts, so
 * none of this is in a member's first load.
 */
export const createAdminApi = (client: ApiClient) => ({
  reviews: adminReviewsApi(client),
  members: adminMembersApi(client),
  posts: adminPostsApi(client),
  reports: adminReportsApi(client),
  licences: adminLicencesApi(client),
  audit: adminAuditApi(client),
  secondFactor: adminSecondFactorApi(client),
});

export type AdminApi = ReturnType<typeof createAdminApi>;
