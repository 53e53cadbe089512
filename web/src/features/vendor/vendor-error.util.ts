import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { ImageUploadError } from '../../lib/image-upload';

/**
 * Error codes whose server message tells the vendor more than the screen's fallback
 * ("This order is already Cancelled.", "Price must be at most $10,000."). Network and
 * internal failures get the fallback from spec section 8.
 */
const SPECIFIC_CODES = new Set(['BAD_USER_INPUT', 'FORBIDDEN', 'NOT_FOUND']);

/** The server's readable message for a failed vendor operation, or null when it has none. */
export function serverMessage(error: unknown): string | null {
  if (error instanceof ImageUploadError) return error.message;
  if (CombinedGraphQLErrors.is(error)) {
    const specific = error.errors.find(
      (e) => SPECIFIC_CODES.has(String(e.extensions?.code ?? '')) && e.message?.trim(),
    );
    if (specific) return specific.message;
  }
  return null;
}

/** What to show for a failed operation: the server's message where it is clearer, else the fallback. */
export function vendorErrorMessage(error: unknown, fallback: string): string {
  return serverMessage(error) ?? fallback;
}
