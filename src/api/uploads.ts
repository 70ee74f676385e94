import {
  imageFileProblem,
  isImageContentType,
  messages,
  type UploadKind,
  type UploadResponse,
} from '@/contract';
import type { ApiClient } from './client';
import { ApiError } from './errors';

/** What an upload needs of a File (a Blob with a type), so tests can pass a Blob. */
export type UploadFile = Blob;

/**
 * Spec 7 "Uploads": ask for a presigned POST, then send the file as multipart form data with
 * the returned fields plus the file. The result is the key, which the caller stores on the user.
 */
export const uploadsApi = (client: ApiClient) => ({
  presign: (kind: UploadKind, contentType: string): Promise<UploadResponse> =>
    client.request<UploadResponse>(`/v1/uploads/${kind}`, {
      method: 'POST',
      body: { contentType },
    }),

  async upload(kind: UploadKind, file: UploadFile): Promise<string> {
    const problem = imageFileProblem(file);
    if (problem || !isImageContentType(file.type)) {
      throw new ApiError({
        kind: 'CLIENT',
        status: 400,
        code: 'InvalidRequest',
        message: problem ?? messages.image,
      });
    }
    const target = await client.request<UploadResponse>(`/v1/uploads/${kind}`, {
      method: 'POST',
      body: { contentType: file.type },
    });
    const form = new FormData();
    for (const [name, value] of Object.entries(target.fields)) form.append(name, value);
    // As with S3, the file goes last: the fields decide whether it is accepted.
    form.append('file', file);
    await client.sendForm(target.url, form);
    return target.key;
  },
});

export type UploadsApi = ReturnType<typeof uploadsApi>;
