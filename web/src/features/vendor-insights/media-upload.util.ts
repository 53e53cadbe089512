import { sessionStore } from '../../lib/session.store';

export type UploadedImage = { id: string; imageUrl: string };

const UPLOAD_FAILED = 'Failed to upload the photo.';

/**
 * Sends one photo to POST /media/uploads (multipart field `image`). The API checks its
 * content and size and answers `{ id, imageUrl }`, or `{ message }` with 400/401/403/413;
 * that message is thrown as the error's message so the form can show it as is.
 */
export async function uploadImage(file: File, fetchImpl: typeof fetch = fetch): Promise<UploadedImage> {
  const body = new FormData();
  body.append('image', file);
  const token = sessionStore.getToken();
  let response: Response;
  try {
    response = await fetchImpl('/media/uploads', {
      method: 'POST',
      body,
      headers: token ? { Authorization: `Bearer ${token}` } : {},
    });
  } catch {
    throw new Error(UPLOAD_FAILED);
  }
  const payload = (await response.json().catch(() => null)) as Partial<UploadedImage> & { message?: string } | null;
  if (!response.ok || !payload?.id) {
    throw new Error(payload?.message?.trim() || UPLOAD_FAILED);
  }
  return { id: payload.id, imageUrl: payload.imageUrl ?? '' };
}
