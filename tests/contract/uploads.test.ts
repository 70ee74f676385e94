import { describe, it } from 'vitest';
import { z } from 'zod';
import { apiMessages, messages, uploadResponseSchema, userSchema } from '@/contract';
import { expectError, expectShape } from './call';
import { describeParity } from './harness';

// A real 1×1 PNG: the server checks an upload's type by its content.
const PNG = Uint8Array.from(
  atob(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  ),
  (c) => c.charCodeAt(0),
);

describeParity('uploads', ({ api, raw, signUp }) => {
  describe('uploads', () => {
    it('presigned POST, the multipart upload (204), then the key on the user', async () => {
      const { token } = await signUp('uploads@example.com');
      const presigned = expectShape(
        await api('POST', '/v1/uploads/avatars', { token, body: { contentType: 'image/png' } }),
        200,
        uploadResponseSchema,
      );
      expectError(
        await api('POST', '/v1/uploads/pictures', { token, body: { contentType: 'image/png' } }),
        'InvalidRequest',
        'Invalid option: expected one of "covers"|"avatars"',
      );
      expectError(
        await api('POST', '/v1/uploads/avatars', { token, body: { contentType: 'image/bmp' } }),
        'InvalidRequest',
        messages.image,
      );
      const form = new FormData();
      for (const [name, value] of Object.entries(presigned.fields)) form.append(name, value);
      form.append('file', new Blob([PNG], { type: 'image/png' }), 'avatar.png');
      expectShape(await raw('POST', presigned.url, { form }), 204);
      const user = expectShape(
        await api('PATCH', '/v1/user', { token, body: { avatar: presigned.key } }),
        200,
        userSchema,
      );
      expectShape({ status: 200, body: user.avatar }, 200, z.literal(presigned.key));
      expectError(
        await api('PATCH', '/v1/user', { token, body: { cover: 'covers/1-unknown.png' } }),
        'InvalidRequest',
        apiMessages.unknownUpload('cover'),
      );
    });
  });
});
