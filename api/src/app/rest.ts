import type { RequestHandler } from 'express';
import { formatError } from '../common/graphql-errors';
import { answerLocale } from '../common/locale';
import { translateMessage } from '../common/messages';
import { photoUpload } from '../modules/media/upload.routes';
import { restRouter } from '../modules/rest/rest.router';
import type { AppServices } from './services';

/** The REST adapter under /api, each route one GraphQL operation run in process, counted by the same rate limit. */
export function restApi(deps: Pick<AppServices, 'schema' | 'orm' | 'tokens' | 'rateLimit' | 'contextFor'>): RequestHandler[] {
  const { schema, orm, tokens, contextFor } = deps;
  return [
    // Messages are written in the language of Accept-Language: a cache must keep one answer per language.
    (_req, res, next) => {
      res.vary('Accept-Language');
      next();
    },
    deps.rateLimit.middleware((message, req) => ({ message: translateMessage(message, answerLocale(req)) })),
    restRouter({ schema, orm, contextFor, formatError, photoUpload: photoUpload(orm, tokens) }),
    // Any other path under /api: a JSON 404, never the web app's index.html.
    (req, res) => void res.status(404).json({ message: translateMessage('Not found.', answerLocale(req)) }),
  ];
}
