import { sessionStore } from './session.store';

/** The API's limit for one photo (POST /media/uploads answers 413 above it). */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const IMAGE_TOO_LARGE = 'Images must be 5 MB or smaller.';
/** What the API accepts (it checks the content, not the name); a file picker offers these. */
export const ACCEPTED_IMAGE_TYPES = 'image/jpeg,image/png,image/webp';

const UPLOAD_TIMEOUT_MS = 60_000;
const UPLOAD_FAILED = 'Failed to upload the photo.';

/** A failed upload, with a message a user can read and the HTTP status (0: no answer). */
export class ImageUploadError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'ImageUploadError';
  }
}

export type UploadedImage = { id: string; imageUrl: string };

export interface UploadImageOptions {
  /** The message for a failure the API did not explain (no answer, or none readable). */
  failedMessage?: string;
  /** The message for a photo over the size limit (the caller's language; English by default). */
  tooLargeMessage?: string;
  fetchImpl?: typeof fetch;
}

/**
 * Sends one photo to POST /media/uploads (multipart field `image`, bearer token). The API checks
 * its content and size and answers `{ id, imageUrl }`, or `{ message }` with 400/401/403/413; that
 * message is thrown as the error's message, so a form can show it as is. Photos are not sent
 * through GraphQL, so this is a plain fetch.
 */
export async function uploadImage(
  file: File,
  { failedMessage = UPLOAD_FAILED, tooLargeMessage = IMAGE_TOO_LARGE, fetchImpl = fetch }: UploadImageOptions = {},
): Promise<UploadedImage> {
  // Checked here too so nobody waits for 5 MB to travel only to be refused.
  if (file.size > MAX_IMAGE_BYTES) throw new ImageUploadError(tooLargeMessage, 413);

  const body = new FormData();
  body.append('image', file);
  const token = sessionStore.getToken();
  let response: Response;
  try {
    response = await fetchImpl('/media/uploads', {
      method: 'POST',
      body,
      headers: token ? { Authorization: `Bearer ${token}` } : {},
      signal: AbortSignal.timeout(UPLOAD_TIMEOUT_MS),
    });
  } catch {
    throw new ImageUploadError(failedMessage, 0);
  }

  const payload = (await response.json().catch(() => null)) as Partial<UploadedImage & { message: string }> | null;
  if (!response.ok) {
    const message = typeof payload?.message === 'string' ? payload.message.trim() : '';
    // A 413 from a proxy in front of the API carries no message of ours.
    throw new ImageUploadError(message || (response.status === 413 ? tooLargeMessage : failedMessage), response.status);
  }
  if (!payload || typeof payload.id !== 'string' || !payload.id) throw new ImageUploadError(failedMessage, response.status);
  return { id: payload.id, imageUrl: payload.imageUrl ?? '' };
}
