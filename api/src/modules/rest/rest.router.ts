import type { MikroORM } from '@mikro-orm/postgresql';
import express, { Router, type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import { execute, GraphQLError, parse, validate, type DocumentNode, type GraphQLFormattedError, type GraphQLSchema } from 'graphql';
import { assertAccess, operationAccess, type Access } from '../../common/access';
import type { AppContext } from '../../common/context';
import { INTERNAL_MESSAGE, statusOfCode } from '../../common/errors';
import { answerLocale, apiRequestLocale } from '../../common/locale';
import { translateMessage } from '../../common/messages';
import { UNSUPPORTED_TEXT, unsupportedTextError } from '../../common/text-input';
import { SEND_AS_FIELD, storePhoto } from '../media/upload.routes';
import { RestError, RestInputError, type RestInput, type RestRoute } from './rest-route';
import { REST_ROUTES } from './rest.routes';
import { openApiDocument } from './rest.openapi';

export interface RestDependencies {
  schema: GraphQLSchema;
  orm: MikroORM;
  /** The same context builder as GraphQL over HTTP (app/services.ts). */
  contextFor(authorization: string | undefined, ip: string, userAgent?: string): Promise<AppContext>;
  /** The GraphQL path's error formatter: masks internal errors, flattens input validation errors. */
  formatError(formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError;
  /** How a photo comes in (media/upload.routes.ts photoUpload): the vendor gate and the multipart body. */
  photoUpload: RequestHandler[];
}

/** A success answer's `{ message }` ("Signed out.", "Thank you for your message!") in the language of Accept-Language. */
function localized(payload: unknown, req: Request): unknown {
  if (!payload || typeof payload !== 'object' || Array.isArray(payload) || typeof (payload as { message?: unknown }).message !== 'string') return payload;
  const { message } = payload as { message: string };
  return { ...payload, message: translateMessage(message, answerLocale(req)) };
}

/** Our own documents: a mistake in the route table fails at startup, not on the first request. */
function parseChecked(schema: GraphQLSchema, source: string): DocumentNode {
  const document = parse(source);
  const errors = validate(schema, document);
  if (errors.length) throw new Error(`REST adapter: invalid GraphQL document (${errors[0].message}):\n${source}`);
  return document;
}

/** Who may call a route: its own declaration when it has one, else its operation's root fields'. */
export function routeAccess(schema: GraphQLSchema, route: RestRoute): Access {
  const access = route.access ?? (route.document ? operationAccess(schema, parse(route.document)) : undefined);
  if (!access) throw new Error(`REST adapter: ${route.method.toUpperCase()} ${route.path} declares no access, nor do its operation's fields.`);
  return access;
}

/** The REST adapter of spec section 7 under /api: each route runs one GraphQL operation in process. */
export function restRouter(deps: RestDependencies, routes: RestRoute[] = REST_ROUTES): Router {
  const { schema } = deps;
  const documents = new Map(routes.map((route) => [route, route.document ? parseChecked(schema, route.document) : undefined]));
  const accessOf = new Map(routes.map((route) => [route, routeAccess(schema, route)]));
  const description = openApiDocument(routes, (route) => accessOf.get(route)!);

  const toRestError = (error: GraphQLError): RestError => {
    const formatted = deps.formatError(error.toJSON(), error);
    const code = formatted.extensions?.code;
    const status = statusOfCode(code);
    const requestId = formatted.extensions?.requestId;
    return new RestError(status, status === 500 ? INTERNAL_MESSAGE : formatted.message, typeof requestId === 'string' ? requestId : undefined);
  };

  const run = async (document: DocumentNode, variables: Record<string, unknown>, req: Request) => {
    // A fresh context per operation, exactly as a GraphQL request gets one.
    const textError = unsupportedTextError(document, variables);
    if (textError) throw new RestError(400, textError.message);
    const contextValue = { ...(await deps.contextFor(req.headers.authorization, req.ip ?? '', req.headers['user-agent'])), locale: apiRequestLocale(req.headers) };
    const result = await execute({ schema, document, variableValues: variables, contextValue });
    if (result.errors?.length) {
      // No `data` at all: the variables did not fit the operation's types, which is bad input.
      if (!('data' in result)) throw new RestError(400, result.errors[0].message);
      throw toRestError(result.errors[0]);
    }
    return result.data as Record<string, any>;
  };

  /** Refusals in the language of Accept-Language (English when the catalog does not know the message). */
  const answerError = (req: Request, res: Response, error: unknown) => {
    const refusal =
      error instanceof RestError
        ? error
        : error instanceof RestInputError
          ? new RestError(400, error.message)
          : error instanceof GraphQLError
            ? toRestError(error)
            : toRestError(new GraphQLError(INTERNAL_MESSAGE, { originalError: error as Error }));
    if (refusal.status === 429 || refusal.status === 503) res.set('Retry-After', '10');
    res.status(refusal.status).json({ message: translateMessage(refusal.message, answerLocale(req)), ...(refusal.requestId ? { requestId: refusal.requestId } : {}) });
  };

  /**
   * A route's own access declaration (narrower than its operation, or no operation), checked before
   * the body is read; the others' are their operations', enforced as any GraphQL request's.
   */
  const accessGate = (access: Access) => async (req: Request, res: Response, next: NextFunction) => {
    try {
      assertAccess(await deps.contextFor(req.headers.authorization, req.ip ?? '', req.headers['user-agent']), access);
      next();
    } catch (error) {
      res.set('Connection', 'close'); // the unread body goes nowhere
      answerError(req, res, error);
    }
  };

  const handle = (route: RestRoute) => async (req: Request, res: Response) => {
    try {
      const body = req.body && typeof req.body === 'object' && !Array.isArray(req.body) ? (req.body as Record<string, unknown>) : {};
      const input: RestInput = { params: req.params as Record<string, string>, query: req.query as Record<string, unknown>, body, headers: req.headers };
      if (route.image && (req.file || route.image === 'required')) {
        if (!req.file) throw new RestInputError(SEND_AS_FIELD);
        // Malformed fields are refused before a photo is stored for nothing.
        if (unsupportedTextError(undefined, route.variables?.(input))) throw new RestInputError(UNSUPPORTED_TEXT);
        const media = await storePhoto(deps.orm, req, res);
        input.imageId = media.id;
      }
      const variables = route.variables?.(input) ?? {};
      const document = documents.get(route);
      const data = document ? await run(document, variables, req) : {};
      const payload = localized(route.respond(data, input), req);
      if (route.responseHeaders) res.set(route.responseHeaders(data));
      res.status(route.status ?? 200).json(payload);
    } catch (error) {
      answerError(req, res, error);
    }
  };

  /** A photo route takes a photo only as multipart; a JSON request (optional photo) skips the photo steps. */
  const multipartPhoto = Router().use((req, _res, next) => next(req.is('multipart/form-data') ? undefined : 'router'), ...deps.photoUpload);
  const photoSteps = (route: RestRoute): RequestHandler[] => (route.image === 'required' ? deps.photoUpload : [multipartPhoto]);

  const router = Router();
  router.use(express.json({ limit: '1mb' }));
  router.get('/openapi.json', (_req, res) => void res.json(description));
  for (const route of routes) {
    // A photo route's access is the photo gate's (a vendor), checked before the body is read.
    const gates = route.image ? photoSteps(route) : route.access ? [accessGate(route.access)] : [];
    router[route.method](route.path, ...gates, handle(route));
  }
  return router;
}
