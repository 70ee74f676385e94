import type { DashboardPost, InvitationBody, PostLinkBody } from '@/contract';
import type { ApiClient } from './client';

/** The dashboard's two forms: a post link for the social wall, and "Invite a peer". */
export const dashboardApi = (client: ApiClient) => ({
  submitPost: (body: PostLinkBody): Promise<DashboardPost> =>
    client.request<DashboardPost>('/v1/dashboard/posts', { method: 'POST', body }),
  invitePeer: (body: InvitationBody): Promise<void> =>
    client.request<void>('/v1/user/invitations', { method: 'POST', body }),
});

export type DashboardApi = ReturnType<typeof dashboardApi>;
