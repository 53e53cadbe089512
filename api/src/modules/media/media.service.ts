import type { EntityManager } from '@mikro-orm/postgresql';
import sharp from 'sharp';
import { appError, badInput } from '../../common/errors';
import { Media } from './media.entity';

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
export const UPLOAD_TOO_LARGE = 'Images must be 5 MB or smaller.';
/** Per shop, on every upload path: a product form holds 6 photos; this is several products' worth every 10 minutes. */
export const UPLOADS_PER_WINDOW = 30;
export const UPLOAD_WINDOW_MINUTES = 10;
export const TOO_MANY_UPLOADS = `Your shop uploaded ${UPLOADS_PER_WINDOW} photos in the last ${UPLOAD_WINDOW_MINUTES} minutes. Please wait a few minutes and try again.`;
export const UNSUPPORTED_IMAGE = 'Please upload a JPEG, PNG or WebP image.';
/**
 * A product photo needs no more: a 40 MP camera image fits, and the largest stored size is 1200 px.
 * A PNG or WebP of 16000 × 16000 plain pixels compresses to a few tens of kilobytes but costs
 * seconds of CPU and a gigabyte of memory to decode, so the limit is on pixels, read from the header.
 */
export const MAX_IMAGE_SIDE = 8000;
export const MAX_IMAGE_PIXELS = 40_000_000;
export const imageTooLarge = (width: number, height: number) =>
  `Photos can be at most ${MAX_IMAGE_SIDE.toLocaleString('en-CA')} pixels on a side and 40 megapixels in all; this one is ${width.toLocaleString('en-CA')} × ${height.toLocaleString('en-CA')}.`;
export const IMAGES_BUSY = 'Too many photos are being processed right now. Please try again in a moment.';
export const IMAGE_TOO_SLOW = 'This photo took too long to process. Please upload a smaller JPEG, PNG or WebP image.';
/** The stored original is at most this wide or high; smaller variants serve cards and thumbnails. */
const ORIGINAL_SIZE = 1200;
export const VARIANT_WIDTHS = [600, 300];
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp']);

/**
 * Decoding runs on libuv's thread pool (4 threads by default), which argon2 password hashing and file
 * reads share: at most this many photos are decoded at once per process, so sign-ins never wait
 * behind a burst of uploads. Further uploads wait their turn, up to QUEUE_LIMIT, then get IMAGES_BUSY.
 */
const CONCURRENT_DECODES = 1;
const QUEUE_LIMIT = 8;
/** A legal photo takes well under a second here; libvips stops the work past this. */
const DECODE_TIMEOUT_SECONDS = 10;

let decoding = 0;
const waiting: (() => void)[] = [];

/** How many decodes have started, and the most at once: tests read these to show what was (not) done. */
export const decodeStats = { started: 0, mostAtOnce: 0 };

async function withDecodeSlot<T>(work: () => Promise<T>): Promise<T> {
  if (decoding >= CONCURRENT_DECODES) {
    if (waiting.length >= QUEUE_LIMIT) throw appError('SERVICE_BUSY', IMAGES_BUSY);
    await new Promise<void>((resolve) => waiting.push(resolve));
  }
  decoding++;
  decodeStats.started++;
  decodeStats.mostAtOnce = Math.max(decodeStats.mostAtOnce, decoding);
  try {
    return await work();
  } finally {
    decoding--;
    waiting.shift()?.();
  }
}

/** Uploaded photos: checked by content (not by name or declared type), re-encoded as WebP, stored in PostgreSQL. */
export class MediaService {
  constructor(private readonly em: EntityManager) {}

  async storeProductImage(vendorId: string, bytes: Buffer): Promise<Media> {
    if (bytes.length > MAX_UPLOAD_BYTES) throw badInput(UPLOAD_TOO_LARGE);
    // The header only: format and dimensions, nothing decoded yet.
    let header: sharp.Metadata;
    try {
      header = await sharp(bytes).metadata();
    } catch {
      throw badInput(UNSUPPORTED_IMAGE);
    }
    if (!header.format || !ACCEPTED_FORMATS.has(header.format) || !header.width || !header.height) throw badInput(UNSUPPORTED_IMAGE);
    const { width, height } = header;
    if (width > MAX_IMAGE_SIDE || height > MAX_IMAGE_SIDE || width * height > MAX_IMAGE_PIXELS) throw badInput(imageTooLarge(width, height));

    const { original, variants } = await withDecodeSlot(() => encodeVariants(bytes));
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

/**
 * Decodes once (the costly part) into 1200 px pixels, then encodes the stored WebP sizes from those.
 * Re-encoding drops anything hidden in the file (scripts, metadata) and applies the EXIF rotation.
 */
async function encodeVariants(bytes: Buffer) {
  let pixels: { data: Buffer; info: sharp.OutputInfo };
  try {
    pixels = await sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS })
      .rotate()
      .resize({ width: ORIGINAL_SIZE, height: ORIGINAL_SIZE, fit: 'inside', withoutEnlargement: true })
      .timeout({ seconds: DECODE_TIMEOUT_SECONDS })
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch (error) {
    if (/timeout/i.test((error as Error).message)) throw badInput(IMAGE_TOO_SLOW);
    throw badInput(UNSUPPORTED_IMAGE); // a header that promised more than the data holds
  }
  const { width, height, channels } = pixels.info;
  const fromPixels = () => sharp(pixels.data, { raw: { width, height, channels } });
  const webp = (image: sharp.Sharp) => image.webp({ quality: 82 }).toBuffer({ resolveWithObject: true });
  const original = await webp(fromPixels());
  const variants = await Promise.all(VARIANT_WIDTHS.map((size) => webp(fromPixels().resize({ width: size, height: size, fit: 'inside', withoutEnlargement: true }))));
  return { original, variants };
}
