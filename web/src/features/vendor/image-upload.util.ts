import { sessionStore } from '../../lib/session.store';

/** The API's limit for one photo (POST /media/uploads answers 413 above it). */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const IMAGE_TOO_LARGE = 'Images must be 5 MB or smaller.';
/** What the API accepts (it checks the content, not the name); the picker offers these. */
export const ACCEPTED_IMAGE_TYPES = 'image/jpeg,image/png,image/webp';

const UPLOAD_TIMEOUT_MS = 60_000;
const UPLOAD_FAILED = 'Failed to upload the image. Please try again.';

/** A failed upload, with a message a vendor can read and the HTTP status (0: no answer). */
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

/**
 * Sends a product photo to POST /media/uploads (multipart field `image`, bearer token) and
 * returns its media id for ProductInput.imageIds. Photos are not sent through GraphQL, so
 * this is a plain fetch; the API's own message (unsupported type, too large) is kept.
 */
export async function uploadProductImage(file: File): Promise<UploadedImage> {
  // Checked here too so a vendor does not wait for 5 MB to travel only to be refused.
  if (file.size > MAX_IMAGE_BYTES) throw new ImageUploadError(IMAGE_TOO_LARGE, 413);

  const body = new FormData();
  body.append('image', file);
  const token = sessionStore.getToken();
  let response: Response;
  try {
    response = await fetch('/media/uploads', {
      method: 'POST',
      body,
      headers: token ? { Authorization: `Bearer ${token}` } : {},
      signal: AbortSignal.timeout(UPLOAD_TIMEOUT_MS),
    });
  } catch {
    throw new ImageUploadError(UPLOAD_FAILED, 0);
  }

  const payload = (await response.json().catch(() => null)) as Partial<UploadedImage & { message: string }> | null;
  if (!response.ok) {
    const message = typeof payload?.message === 'string' && payload.message.trim() ? payload.message : UPLOAD_FAILED;
    throw new ImageUploadError(response.status === 413 ? IMAGE_TOO_LARGE : message, response.status);
  }
  if (!payload || typeof payload.id !== 'string') throw new ImageUploadError(UPLOAD_FAILED, response.status);
  return { id: payload.id, imageUrl: payload.imageUrl ?? '' };
}
