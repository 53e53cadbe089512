import { Router, type NextFunction, type Request, type Response } from 'express';
import type { MikroORM } from '@mikro-orm/postgresql';
import multer from 'multer';
import { sameRole, Role } from '../../common/roles';
import type { TokenService } from '../auth/token.service';
import { callerVendorId } from '../vendors/vendor-context';
import { mediaUrl } from './media.entity';
import { MAX_UPLOAD_BYTES, MediaService, UPLOAD_TOO_LARGE } from './media.service';

/**
 * POST /media/uploads — a vendor's product photo as multipart field `image`; answers
 * `{ id, imageUrl }`. The id goes into createProduct/updateProduct's imageIds.
 */
export function uploadRouter(orm: MikroORM, tokens: TokenService): Router {
  const router = Router();
  const single = multer({ storage: multer.memoryStorage(), limits: { fileSize: MAX_UPLOAD_BYTES, files: 1 } }).single('image');
  router.post('/', (req: Request, res: Response, next: NextFunction) => {
    single(req, res, async (error: unknown) => {
      try {
        if ((error as { code?: string } | undefined)?.code === 'LIMIT_FILE_SIZE') return void res.status(413).json({ message: UPLOAD_TOO_LARGE });
        if (error) return void res.status(400).json({ message: 'Send the photo as multipart form field "image".' });
        const em = orm.em.fork();
        const { user, tokenError } = await tokens.authenticate(em, req.headers.authorization);
        if (!user) return void res.status(401).json({ message: tokenError ?? 'You must be signed in.' });
        if (!sameRole(user.role, Role.Vendor)) return void res.status(403).json({ message: 'Only vendors can upload product photos.' });
        if (!req.file) return void res.status(400).json({ message: 'Send the photo as multipart form field "image".' });
        const media = await new MediaService(em).storeProductImage(await callerVendorId(em, user), req.file.buffer);
        res.status(201).json({ id: media.id, imageUrl: mediaUrl(media.id) });
      } catch (caught) {
        const code = (caught as { extensions?: { code?: string } }).extensions?.code;
        if (code === 'BAD_USER_INPUT') return void res.status(400).json({ message: (caught as Error).message });
        if (code === 'FORBIDDEN') return void res.status(403).json({ message: (caught as Error).message });
        next(caught);
      }
    });
  });
  return router;
}
