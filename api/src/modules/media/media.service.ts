import type { EntityManager } from '@mikro-orm/postgresql';
import sharp from 'sharp';
import { badInput } from '../../common/errors';
import { Media } from './media.entity';

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
export const UPLOAD_TOO_LARGE = 'Images must be 5 MB or smaller.';
export const UNSUPPORTED_IMAGE = 'Please upload a JPEG, PNG or WebP image.';
/** The stored original is at most this wide or high; smaller variants serve cards and thumbnails. */
const ORIGINAL_SIZE = 1200;
export const VARIANT_WIDTHS = [600, 300];
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp']);

/** Uploaded photos: checked by content (not by name or declared type), re-encoded as WebP, stored in PostgreSQL. */
export class MediaService {
  constructor(private readonly em: EntityManager) {}

  async storeProductImage(vendorId: string, bytes: Buffer): Promise<Media> {
    if (bytes.length > MAX_UPLOAD_BYTES) throw badInput(UPLOAD_TOO_LARGE);
    let format: string | undefined;
    try {
      format = (await sharp(bytes).metadata()).format;
    } catch {
      throw badInput(UNSUPPORTED_IMAGE);
    }
    if (!format || !ACCEPTED_FORMATS.has(format)) throw badInput(UNSUPPORTED_IMAGE);

    // Re-encoding drops anything hidden in the file (scripts, metadata) and applies the EXIF rotation.
    const encode = (size: number) =>
      sharp(bytes).rotate().resize({ width: size, height: size, fit: 'inside', withoutEnlargement: true }).webp({ quality: 82 }).toBuffer({ resolveWithObject: true });
    const original = await encode(ORIGINAL_SIZE);
    const variants = await Promise.all(VARIANT_WIDTHS.map(encode));
    return this.em.transactional(async (em) => {
      const stored = em.create(Media, {
        contentType: 'image/webp',
        byteSize: original.data.length,
        data: original.data,
        width: original.info.width,
        ownerVendorId: vendorId,
      });
      await em.flush(); // variants reference the original
      for (const variant of variants) {
        em.create(Media, {
          contentType: 'image/webp',
          byteSize: variant.data.length,
          data: variant.data,
          width: variant.info.width,
          parentId: stored.id,
          ownerVendorId: vendorId,
        });
      }
      return stored;
    });
  }
}
