import { Router, type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import type { MikroORM } from '@mikro-orm/postgresql';
import multer from 'multer';
import { assertAccess } from '../../common/access';
import { Role } from '../../common/roles';
import { RequestThrottleService } from '../auth/request-throttle.service';
import type { TokenService } from '../auth/token.service';
import { callerVendorId } from '../vendors/vendor-context';
import { mediaUrl } from './media.entity';
import { MAX_UPLOAD_BYTES, MediaService, TOO_MANY_UPLOADS, UPLOAD_TOO_LARGE, UPLOAD_WINDOW_MINUTES, UPLOADS_PER_WINDOW } from './media.service';

export const SEND_AS_FIELD = 'Send the photo as multipart form field "image".';

/** Answers without reading the request body, and closes the connection so the unread body goes nowhere. */
function refuse(res: Response, status: number, message: string): void {
  res.status(status).set('Connection', 'close').json({ message });
}

/**
 * How every photo comes in (POST /media/uploads, and the REST adapter's photo routes): who is
 * asking (a vendor), and whether their shop may upload now (30 per 10 minutes), is settled before a
 * byte of the body is read; then the multipart field `image` is read into memory, up to 5 MB.
 * Leaves the shop in `res.locals.photoVendorId` and the photo in `req.file` (none when the request
 * was not multipart). Then `storePhoto`.
 */
export function photoUpload(orm: MikroORM, tokens: TokenService): RequestHandler[] {
  const single = multer({ storage: multer.memoryStorage(), limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 20 } }).single('image');
  const gate: RequestHandler = async (req, res, next) => {
    try {
      const em = orm.em.fork();
      const { user, tokenError } = await tokens.authenticate(em, req.headers.authorization);
      assertAccess({ user, tokenError }, [Role.Vendor]);
      const vendorId = await callerVendorId(em, user!);
      await new RequestThrottleService(em).hit(`upload:${vendorId}`, UPLOADS_PER_WINDOW, UPLOAD_WINDOW_MINUTES, TOO_MANY_UPLOADS);
      res.locals.photoVendorId = vendorId;
      next();
    } catch (caught) {
      res.set('Connection', 'close'); // answered before the body is read: the unread body goes nowhere
      next(caught);
    }
  };
  const body: RequestHandler = (req, res, next) =>
    single(req, res, (error: unknown) => {
      if ((error as { code?: string } | undefined)?.code === 'LIMIT_FILE_SIZE') return refuse(res, 413, UPLOAD_TOO_LARGE);
      if (error) return void res.status(400).json({ message: SEND_AS_FIELD });
      next();
    });
  return [gate, body];
}

/** Stores the photo `photoUpload` accepted: checked by content, encoded as WebP. Answers its media row. */
export function storePhoto(orm: MikroORM, req: Request, res: Response) {
  return new MediaService(orm.em.fork()).storeProductImage(res.locals.photoVendorId as string, req.file!.buffer);
}

/**
 * POST /media/uploads — a vendor's product photo as multipart field `image`; answers
 * `{ id, imageUrl }`. The id goes into createProduct/updateProduct's imageIds.
 */
export function uploadRouter(orm: MikroORM, tokens: TokenService): Router {
  const router = Router();
  router.post('/', ...photoUpload(orm, tokens), async (req: Request, res: Response, next: NextFunction) => {
    try {
      if (!req.file) return void res.status(400).json({ message: SEND_AS_FIELD });
      const media = await storePhoto(orm, req, res);
      res.status(201).json({ id: media.id, imageUrl: mediaUrl(media.id) });
    } catch (caught) {
      next(caught);
    }
  });
  return router;
}
