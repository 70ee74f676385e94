import { Button, chakra } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState } from 'react';
import { errorMessage } from '@/api/errors';
import { IMAGE_CONTENT_TYPES, imageFileProblem, type UploadKind } from '@/contract';
import { useStores } from '@/models/StoresProvider';
import { imageTexts } from './imageTexts';

export interface ImageUploadButtonProps {
  kind: UploadKind;
  /** The button's text and the file input's name: 'Upload avatar', 'Upload cover'. */
  label: string;
  /** The chosen file while it uploads (an object URL), then undefined again. */
  onPreview: (url: string | undefined) => void;
}

/**
 * Spec 2: upload avatar / upload cover (the member's own profile, and /settings/basic). Type
 * and size are checked before anything is sent (spec 9); the chosen image shows at once while
 * it uploads (`onPreview`), and a failure is spec 8's toast. Runs `me.uploadImage`, whose
 * operation by kind is the button's loading state wherever the button is.
 */
export const ImageUploadButton = observer(function ImageUploadButton({
  kind,
  label,
  onPreview,
}: ImageUploadButtonProps) {
  const { me, toasts } = useStores();
  const input = useRef<HTMLInputElement>(null);
  const operation = me.ops.uploadImage.get(kind);

  const upload = async (file: File) => {
    const problem = imageFileProblem(file);
    if (problem) {
      toasts.show({ text: problem, status: 'danger' });
      return;
    }
    const url = URL.createObjectURL(file);
    onPreview(url);
    try {
      await me.uploadImage(kind, file);
    } catch (error) {
      toasts.show({ text: errorMessage(error, 'upload'), status: 'danger' });
    } finally {
      // Once stored, the server's re-encoded image takes over: the file as chosen (with its
      // metadata) shows only while it uploads.
      onPreview(undefined);
    }
  };

  return (
    <>
      <chakra.input
        ref={input}
        type="file"
        accept={IMAGE_CONTENT_TYPES.join(',')}
        display="none"
        aria-label={label}
        data-testid={`upload-${kind}`}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) void upload(file);
        }}
      />
      <Button
        size="sm"
        variant="outline"
        bg="bg"
        loading={operation.isPending}
        loadingText={imageTexts.uploading}
        onClick={() => input.current?.click()}
      >
        {label}
      </Button>
    </>
  );
});

/** The chosen file's object URL while it uploads, revoked when replaced or unmounted. */
export function useImagePreview() {
  const [url, setUrl] = useState<string>();
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  return [url, setUrl] as const;
}
