import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { sessionStore } from '../../lib/session.store';
import { ImageUploadError, uploadImage, type UploadedImage } from '../../lib/image-upload';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';

const PRODUCT_UPLOAD_FAILED = msg`Failed to upload the image. Please try again.`;
const IMAGE_TOO_LARGE = msg`Images must be 5 MB or smaller.`;

/**
 * uploadImage for a product photo, with the app's expired-session rule (spec section 4): a 401 clears the
 * session and sends the vendor to /login?session_expired=true, as the Apollo links do for
 * GraphQL calls.
 */
export function useImageUpload(): (file: File) => Promise<UploadedImage> {
  const navigate = useNavigate();
  const { i18n } = useLingui();
  return useCallback(
    async (file: File) => {
      try {
        return await uploadImage(file, { failedMessage: i18n._(PRODUCT_UPLOAD_FAILED), tooLargeMessage: i18n._(IMAGE_TOO_LARGE) });
      } catch (error) {
        if (error instanceof ImageUploadError && error.status === 401) {
          sessionStore.logout();
          void navigate('/login?session_expired=true', { replace: true });
        }
        throw error;
      }
    },
    [navigate, i18n],
  );
}
