import { Router, type NextFunction, type Request, type Response } from 'express';
import type { MikroORM } from '@mikro-orm/postgresql';
import multer from 'multer';
import { sameRole, Role } from '../../common/roles';
import { RequestThrottleService } from '../auth/request-throttle.service';
import type { TokenService } from '../auth/token.service';
import { callerVendorId } from '../vendors/vendor-context';
import { mediaUrl } from './media.entity';
import { MAX_UPLOAD_BYTES, MediaService, TOO_MANY_UPLOADS, UPLOAD_TOO_LARGE, UPLOAD_WINDOW_MINUTES, UPLOADS_PER_WINDOW } from './media.service';

const SEND_AS_FIELD = 'Send the photo as multipart form field "image".';

/** Answers without reading the request body, and closes the connection so the unread body goes nowhere. */
function refuse(res: Response, status: number, message: string): void {
  res.status(status).set('Connection', 'close').json({ message });
}

/**
 * POST /media/uploads — a vendor's product photo as multipart field `image`; answers
 * `{ id, imageUrl }`. The id goes into createProduct/updateProduct's imageIds.
 * Who is asking, and whether their shop may upload now, is settled before a byte of the body is read.
 */
export function uploadRouter(orm: MikroORM, tokens: TokenService): Router {
  const router = Router();
  const single = multer({ storage: multer.memoryStorage(), limits: { fileSize: MAX_UPLOAD_BYTES, files: 1 } }).single('image');
  router.post('/', async (req: Request, res: Response, next: NextFunction) => {
    try {
      const em = orm.em.fork();
      const { user, tokenError } = await tokens.authenticate(em, req.headers.authorization);
      if (!user) return refuse(res, 401, tokenError ?? 'You must be signed in.');
      if (!sameRole(user.role, Role.Vendor)) return refuse(res, 403, 'Only vendors can upload product photos.');
      const vendorId = await callerVendorId(em, user);
      await new RequestThrottleService(em).hit(`upload:${vendorId}`, UPLOADS_PER_WINDOW, UPLOAD_WINDOW_MINUTES, TOO_MANY_UPLOADS);
      single(req, res, async (error: unknown) => {
        try {
          if ((error as { code?: string } | undefined)?.code === 'LIMIT_FILE_SIZE') return refuse(res, 413, UPLOAD_TOO_LARGE);
          if (error || !req.file) return void res.status(400).json({ message: SEND_AS_FIELD });
          const media = await new MediaService(em).storeProductImage(vendorId, req.file.buffer);
          res.status(201).json({ id: media.id, imageUrl: mediaUrl(media.id) });
        } catch (caught) {
          answerError(caught, res, next);
        }
      });
    } catch (caught) {
      answerError(caught, res, next, { closing: true });
    }
  });
  return router;
}

const STATUS_OF: Record<string, number> = { BAD_USER_INPUT: 400, FORBIDDEN: 403, TOO_MANY_REQUESTS: 429, SERVICE_BUSY: 503 };

function answerError(caught: unknown, res: Response, next: NextFunction, options: { closing?: boolean } = {}): void {
  const code = (caught as { extensions?: { code?: string } }).extensions?.code;
  const status = code ? STATUS_OF[code] : undefined;
  if (!status) return next(caught);
  if (status === 503 || status === 429) res.set('Retry-After', '10');
  if (options.closing) return refuse(res, status, (caught as Error).message);
  res.status(status).json({ message: (caught as Error).message });
}
