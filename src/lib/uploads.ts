import { API_BASE_PATH } from '@/contract';

/** Where an uploaded image (avatar or cover) is served, by its upload key. */
export function uploadUrl(key: string | null | undefined): string | undefined {
  return key ? `${API_BASE_PATH}/uploads/${key}` : undefined;
}
