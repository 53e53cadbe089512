import type { MikroORM } from '@mikro-orm/postgresql';
import express, { Router, type NextFunction, type Request, type Response } from 'express';
import { execute, GraphQLError, parse, validate, type DocumentNode, type GraphQLFormattedError, type GraphQLSchema } from 'graphql';
import multer from 'multer';
import type { AppContext } from '../../common/context';
import { UNSUPPORTED_TEXT, unsupportedTextError } from '../../common/text-input';
import { RequestThrottleService } from '../auth/request-throttle.service';
import { MAX_UPLOAD_BYTES, MediaService, TOO_MANY_UPLOADS, UPLOAD_TOO_LARGE, UPLOAD_WINDOW_MINUTES, UPLOADS_PER_WINDOW } from '../media/media.service';
import { RestError, RestInputError, type RestInput, type RestRoute } from './rest-route';
import { REST_ROUTES } from './rest.routes';
import { openApiDocument } from './rest.openapi';

export interface RestDependencies {
  schema: GraphQLSchema;
  orm: MikroORM;
  /** The same context builder as the GraphQL HTTP and WebSocket paths (server.ts). */
  contextFor(authorization: string | undefined, ip: string, userAgent?: string): Promise<AppContext>;
  /** The GraphQL path's error formatter: masks internal errors, flattens input validation errors. */
  formatError(formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError;
}

/** extensions.code of the first GraphQL error -> HTTP status; anything else is a masked 500. */
export const STATUS_BY_CODE: Record<string, number> = {
  BAD_USER_INPUT: 400,
  GRAPHQL_VALIDATION_FAILED: 400,
  BAD_REQUEST: 400,
  UNAUTHENTICATED: 401,
  PAYMENT_DECLINED: 402,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  OUT_OF_STOCK: 409,
  TOO_MANY_REQUESTS: 429,
  RATE_LIMITED: 429,
  // The payment provider could not be reached or failed: an upstream failure, with a message for people.
  PAYMENT_FAILED: 502,
  // The database is down or restarting: retry shortly.
  SERVICE_UNAVAILABLE: 503,
};

const INTERNAL_MESSAGE = 'Something went wrong on our side. Please try again.';
const SEND_IMAGE = 'Send the photo as multipart form field "image".';

/**
 * Photo routes first ask the schema who the caller's shop is, so the upload is authorized by the
 * same rules as every operation (401 for a guest, 403 for a non-vendor) and counted against the
 * shop's upload limit (shared with POST /media/uploads) before a byte of the body is read.
 */
const VENDOR_GATE = `query GetMyShopId { myShop { vendor { id } } }`;

/** Our own documents: a mistake in the route table fails at startup, not on the first request. */
function parseChecked(schema: GraphQLSchema, source: string): DocumentNode {
  const document = parse(source);
  const errors = validate(schema, document);
  if (errors.length) throw new Error(`REST adapter: invalid GraphQL document (${errors[0].message}):\n${source}`);
  return document;
}

/** The REST adapter of spec section 7 under /api: each route runs one GraphQL operation in process. */
export function restRouter(deps: RestDependencies, routes: RestRoute[] = REST_ROUTES): Router {
  const { schema } = deps;
  const documents = new Map(routes.map((route) => [route, route.document ? parseChecked(schema, route.document) : undefined]));
  const gate = parseChecked(schema, VENDOR_GATE);
  const description = openApiDocument(routes);
  const single = multer({ storage: multer.memoryStorage(), limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 20 } }).single('image');

  const toRestError = (error: GraphQLError): RestError => {
    const formatted = deps.formatError(error.toJSON(), error);
    const code = formatted.extensions?.code;
    const status = (typeof code === 'string' && STATUS_BY_CODE[code]) || 500;
    const requestId = formatted.extensions?.requestId;
    return new RestError(status, status === 500 ? INTERNAL_MESSAGE : formatted.message, typeof requestId === 'string' ? requestId : undefined);
  };

  const run = async (document: DocumentNode, variables: Record<string, unknown>, req: Request) => {
    // A fresh context per operation, exactly as a GraphQL request gets one.
    const textError = unsupportedTextError(document, variables);
    if (textError) throw new RestError(400, textError.message);
    const contextValue = await deps.contextFor(req.headers.authorization, req.ip ?? '', req.headers['user-agent']);
    const result = await execute({ schema, document, variableValues: variables, contextValue });
    if (result.errors?.length) {
      // No `data` at all: the variables did not fit the operation's types, which is bad input.
      if (!('data' in result)) throw new RestError(400, result.errors[0].message);
      throw toRestError(result.errors[0]);
    }
    return result.data as Record<string, any>;
  };

  const answerError = (res: Response, error: unknown) => {
    const refusal =
      error instanceof RestError
        ? error
        : error instanceof RestInputError
          ? new RestError(400, error.message)
          : error instanceof GraphQLError
            ? toRestError(error)
            : toRestError(new GraphQLError(INTERNAL_MESSAGE, { originalError: error as Error }));
    if (refusal.status === 429 || refusal.status === 503) res.set('Retry-After', '10');
    res.status(refusal.status).json({ message: refusal.message, ...(refusal.requestId ? { requestId: refusal.requestId } : {}) });
  };

  /** The shop of the caller of a multipart request, authorized and counted; the body is still unread. */
  const uploadGate = async (req: Request, res: Response, next: NextFunction) => {
    if (!req.is('multipart/form-data')) return next();
    try {
      const { myShop } = await run(gate, {}, req);
      await new RequestThrottleService(deps.orm.em.fork()).hit(`upload:${myShop.vendor.id}`, UPLOADS_PER_WINDOW, UPLOAD_WINDOW_MINUTES, TOO_MANY_UPLOADS);
      res.locals.uploadVendorId = myShop.vendor.id;
      next();
    } catch (error) {
      res.set('Connection', 'close'); // the unread body goes nowhere
      answerError(res, error);
    }
  };

  const handle = (route: RestRoute) => async (req: Request, res: Response) => {
    try {
      const body = req.body && typeof req.body === 'object' && !Array.isArray(req.body) ? (req.body as Record<string, unknown>) : {};
      const input: RestInput = { params: req.params as Record<string, string>, query: req.query as Record<string, unknown>, body, headers: req.headers };
      if (route.image && (req.file || route.image === 'required')) {
        const vendorId: string = res.locals.uploadVendorId ?? (await run(gate, {}, req)).myShop.vendor.id;
        if (!req.file) throw new RestInputError(SEND_IMAGE);
        // Malformed fields are refused before a photo is stored for nothing.
        if (unsupportedTextError(undefined, route.variables?.(input))) throw new RestInputError(UNSUPPORTED_TEXT);
        const media = await new MediaService(deps.orm.em.fork()).storeProductImage(vendorId, req.file.buffer);
        input.imageId = media.id;
      }
      const variables = route.variables?.(input) ?? {};
      const document = documents.get(route);
      const data = document ? await run(document, variables, req) : {};
      const payload = route.respond(data, input);
      if (route.responseHeaders) res.set(route.responseHeaders(data));
      res.status(route.status ?? 200).json(payload);
    } catch (error) {
      answerError(res, error);
    }
  };

  const multipart = (req: Request, res: Response, next: NextFunction) =>
    single(req, res, (error: unknown) => {
      if (!error) return next();
      if ((error as { code?: string }).code === 'LIMIT_FILE_SIZE') return void res.status(413).json({ message: UPLOAD_TOO_LARGE });
      res.status(400).json({ message: SEND_IMAGE });
    });

  const router = Router();
  router.use(express.json({ limit: '1mb' }));
  router.get('/openapi.json', (_req, res) => void res.json(description));
  for (const route of routes) {
    router[route.method](route.path, ...(route.image ? [uploadGate, multipart] : []), handle(route));
  }
  return router;
}
