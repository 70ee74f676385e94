import type { AdminMember, MemberActionBody, MemberPage } from '@/contract';
import type { ApiClient } from '../client';

export interface MemberSearch {
  /** Part of a name or an e-mail address; empty lists every member. */
  q?: string;
  limit?: number;
  offset?: number;
}

/**
 * The operators' member page: GET /v1/admin/members?q= (name or e-mail, name order, paged),
 * GET /v1/admin/members/{id} and POST /v1/admin/members/{id}/actions, which answers the
 * member's page as it now is.
 */
export const adminMembersApi = (client: ApiClient) => ({
  search: ({ q, limit, offset }: MemberSearch = {}): Promise<MemberPage> =>
    client.request<MemberPage>('/v1/admin/members', {
      query: { q: q || undefined, limit, offset },
    }),
  get: (id: number): Promise<AdminMember> => client.request<AdminMember>(`/v1/admin/members/${id}`),
  act: (id: number, body: MemberActionBody): Promise<AdminMember> =>
    client.request<AdminMember>(`/v1/admin/members/${id}/actions`, { method: 'POST', body }),
});

export type AdminMembersApi = ReturnType<typeof adminMembersApi>;
