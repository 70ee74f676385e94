import {
  toProfileSearchParams,
  type Profile,
  type ProfileContact,
  type ProfileSearchQuery,
  type ProfileSearchResult,
  type ProfileSubmitBody,
  type ProfileViewer,
  type User,
} from '@/contract';
import type { ApiClient } from './client';

/** /v1/profiles: submit (background check), search, one profile. */
export const profilesApi = (client: ApiClient) => ({
  /** POST /v1/profiles {ssn}: submits the profile; answers the (now published) user. */
  submit: (body: ProfileSubmitBody): Promise<User> =>
    client.request<User>('/v1/profiles', { method: 'POST', body }),

  get: (id: number): Promise<Profile> => client.request<Profile>(`/v1/profiles/${id}`),

  /** Reveals a member's contact details (signed in only); the server records the view. */
  contact: (id: number): Promise<ProfileContact> =>
    client.request<ProfileContact>(`/v1/profiles/${id}/contact`),

  /**
   * "View my profile as" (issue 39 §8): my own profile as `viewAs` gets it, and the contact
   * details that viewer would find (nothing recorded, no limit used).
   */
  preview: (id: number, viewAs: ProfileViewer): Promise<Profile> =>
    client.request<Profile>(`/v1/profiles/${id}`, { query: { viewAs } }),
  previewContact: (
    id: number,
    viewAs: Exclude<ProfileViewer, 'visitor'>,
  ): Promise<ProfileContact> =>
    client.request<ProfileContact>(`/v1/profiles/${id}/contact`, { query: { viewAs } }),

  /**
   * Spec 7: the query as the contract writes it (empty values are not sent); a field left out
   * takes the API's default.
   */
  search: (query: Partial<ProfileSearchQuery>): Promise<ProfileSearchResult> =>
    client.request<ProfileSearchResult>('/v1/profiles', {
      query: toProfileSearchParams(query),
    }),
});

export type ProfilesApi = ReturnType<typeof profilesApi>;
