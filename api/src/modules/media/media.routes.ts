import { Router } from 'express';
import type { MikroORM } from '@mikro-orm/postgresql';
import { isUuid } from '../../common/ids';

/** GET /media/:id — stored images, cacheable for a year: an id never changes its bytes. */
export function mediaRouter(orm: MikroORM): Router {
  const router = Router();
  router.get('/:id', async (req, res, next) => {
    try {
      const id = req.params.id.replace(/\.[a-z]+$/, '');
      if (!isUuid(id)) return void res.status(404).json({ message: 'Image not found.' });
      // ?w=300 serves the smallest stored variant at least that wide (or the original).
      const width = Number(req.query.w);
      const rows: { content_type: string; data: Buffer }[] = await orm.em
        .fork()
        .getConnection()
        .execute(
          Number.isInteger(width) && width > 0
            ? `select content_type, data from media where id = ? or (parent_id = ? and width >= ?)
                order by (id = ?), width limit 1`
            : 'select content_type, data from media where id = ?',
          Number.isInteger(width) && width > 0 ? [id, id, width, id] : [id],
        );
      if (!rows.length) return void res.status(404).json({ message: 'Image not found.' });
      res.set({
        'Content-Type': rows[0].content_type,
        'Cache-Control': 'public, max-age=31536000, immutable',
        'X-Content-Type-Options': 'nosniff',
        // SVG can carry script: never let an image run any.
        'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
        ETag: `"${id}"`,
      });
      res.send(rows[0].data);
    } catch (error) {
      next(error);
    }
  });
  return router;
}
