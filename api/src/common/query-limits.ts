import type { ApolloServerPlugin, BaseContext } from '@apollo/server';
import { ApolloArmor } from '@escape.tech/graphql-armor';
import type { GraphQLArmorRejectCallback } from '@escape.tech/graphql-armor-types';
import {
  getNamedType,
  getNullableType,
  GraphQLError,
  isInterfaceType,
  isListType,
  isObjectType,
  Kind,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLField,
  type GraphQLNamedType,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type ValidationRule,
  type ValueNode,
} from 'graphql';
import type { QueryLimits } from '../config';
import { MAX_PAGE_SIZE } from './pagination';

/**
 * Depth and aliases, as GraphQL Armor's validation rules, answered in our words. Validation runs once
 * per query text (Apollo and the WebSocket server keep validated documents), so these cost nothing on
 * a repeated query. Give them to every validation of a client's document.
 *
 * Fragments are expanded: a spread or inline fragment adds no level, and a fragment's aliases count
 * once per spread. `__schema` costs no depth, so tools can read the schema.
 *
 * Armor's other protections stay off: its cost formula cannot be ours (below); graphql-js's parser
 * already counts tokens (`parseOptions.maxTokens`) in its one pass, where Armor's plugin would lex
 * the text a second time and answer another message; field suggestions name nothing the public
 * introspection does not; a directive limit is not one of our documented limits (the token limit
 * bounds directives too).
 */
export function queryShapeRules(limits: QueryLimits): ValidationRule[] {
  const { validationRules } = new ApolloArmor({
    maxDepth: {
      n: limits.maxDepth,
      flattenFragments: true,
      ignoreIntrospection: true,
      propagateOnRejection: false,
      onReject: [reportAs((found) => `The query is nested ${found} levels deep; at most ${limits.maxDepth} are allowed.`)],
    },
    maxAliases: {
      n: limits.maxAliases,
      // Armor lets aliases of __typename go free by default; every alias counts here, as documented.
      allowList: [],
      propagateOnRejection: false,
      onReject: [reportAs((found) => `The query uses ${found} aliases; at most ${limits.maxAliases} are allowed.`)],
    },
    costLimit: { enabled: false },
    maxTokens: { enabled: false },
    maxDirectives: { enabled: false },
    blockFieldSuggestion: { enabled: false },
  }).protect();
  return validationRules;
}

/**
 * Reports Armor's refusal as our message (GRAPHQL_VALIDATION_FAILED, no location: the limit is the
 * document's, not a line's). Armor says what it found only in its own words ("..., found 12."), so the
 * number is read from there; the limits tests pin the wording of both.
 */
function reportAs(message: (found: string) => string): GraphQLArmorRejectCallback {
  return (context, error) => {
    const found = /found (\d+)/.exec(error.message)?.[1] ?? 'too many';
    context?.reportError(limitError(message(found)));
  };
}

/**
 * Assumed length of a list field that takes no `first` or `limit`. Such lists are short by design
 * (an order's lines, a product's images, an audit entry's changed fields), so that a full page of
 * 100 orders or audit entries stays within the default cost.
 */
export const DEFAULT_LIST_SIZE = 10;

/**
 * Checks one operation's page sizes and cost, and returns the error to answer with, if any. Runs on
 * every request, after validation (so after the depth and alias rules) and before execution.
 *
 * Hand-written because no library counts what ours does: GraphQL Armor's cost limit reads only a
 * literal `first`/`last` (a page size sent as a variable, as the web app sends it, would count 1) and
 * prices objects and depth with factors of its own, so neither our documented formula nor its
 * figures ("20302 points") could be kept; and a `first` out of range is a BAD_USER_INPUT that needs
 * the request's variables too. Fragments are measured once each (memoized), so a document of
 * fragments that spread each other many times still takes linear time.
 *
 * Cost: every field costs 1; a list field multiplies the cost of its selection by its size, which is
 * its `first` or `limit` argument (literal, variable or schema default), else DEFAULT_LIST_SIZE.
 * A connection field (`products(first: 10) { nodes {...} }`) hands its `first` to the list inside it.
 * Introspection fields (`__schema`, `__type`, `__typename`) cost nothing: they never touch the database.
 */
export function checkQueryCost(
  schema: GraphQLSchema,
  document: DocumentNode,
  operation: OperationDefinitionNode,
  variables: Record<string, unknown>,
  limits: QueryLimits,
): GraphQLError | undefined {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  }
  const variableDefaults = new Map<string, ValueNode>();
  for (const definition of operation.variableDefinitions ?? []) {
    if (definition.defaultValue) variableDefaults.set(definition.variable.name.value, definition.defaultValue);
  }
  const fragmentCosts = new Map<string, number>();

  /** An argument's number, from a literal, a variable or the schema's default; undefined when not a number. */
  function numberArgument(field: FieldNode, definition: GraphQLField<unknown, unknown>, name: string): number | undefined {
    const argument = definition.args.find((arg) => arg.name === name);
    if (!argument) return undefined;
    const node = field.arguments?.find((arg) => arg.name.value === name)?.value;
    let value: unknown = argument.defaultValue;
    if (node?.kind === Kind.INT) value = Number(node.value);
    else if (node?.kind === Kind.VARIABLE) {
      const variable = node.name.value;
      const fallback = variableDefaults.get(variable);
      value = Object.hasOwn(variables, variable) ? variables[variable] : fallback?.kind === Kind.INT ? Number(fallback.value) : argument.defaultValue;
    } else if (node) value = undefined; // null or a wrong type: input coercion refuses it before execution
    return typeof value === 'number' ? value : undefined;
  }

  function fieldCost(field: FieldNode, parentType: GraphQLNamedType | undefined, pageSize: number | undefined): number {
    if (field.name.value.startsWith('__')) return 0;
    const definition = isObjectType(parentType) || isInterfaceType(parentType) ? parentType.getFields()[field.name.value] : undefined;
    // Validation has already refused unknown fields; count one anyway rather than trust that blindly.
    if (!definition) return 1;

    const first = numberArgument(field, definition, 'first');
    if (first !== undefined && (!Number.isInteger(first) || first < 1 || first > MAX_PAGE_SIZE)) {
      // The same words the resolvers use, now said before any of them runs.
      throw limitError(`first must be between 1 and ${MAX_PAGE_SIZE}.`, 'BAD_USER_INPUT');
    }
    const requested = first ?? numberArgument(field, definition, 'limit');
    const isList = isListType(getNullableType(definition.type));
    const size = isList ? Math.max(requested ?? pageSize ?? DEFAULT_LIST_SIZE, 0) : 1;
    const children = field.selectionSet
      ? selectionSetCost(field.selectionSet, getNamedType(definition.type), isList ? undefined : requested)
      : 0;
    return 1 + size * children;
  }

  function selectionSetCost(selectionSet: SelectionSetNode, parentType: GraphQLNamedType | undefined, pageSize: number | undefined): number {
    let total = 0;
    for (const selection of selectionSet.selections) {
      if (selection.kind === Kind.FIELD) {
        total += fieldCost(selection, parentType, pageSize);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        const type = selection.typeCondition ? schema.getType(selection.typeCondition.name.value) : parentType;
        total += selectionSetCost(selection.selectionSet, type, pageSize);
      } else {
        total += fragmentCost(selection.name.value, pageSize);
      }
    }
    return total;
  }

  function fragmentCost(name: string, pageSize: number | undefined): number {
    const key = `${name}:${pageSize}`;
    const known = fragmentCosts.get(key);
    if (known !== undefined) return known;
    const fragment = fragments.get(name);
    if (!fragment) return 0;
    // Validation refuses fragment cycles; the placeholder keeps a cycle from looping here regardless.
    fragmentCosts.set(key, 0);
    const cost = selectionSetCost(fragment.selectionSet, schema.getType(fragment.typeCondition.name.value), pageSize);
    fragmentCosts.set(key, cost);
    return cost;
  }

  let cost: number;
  try {
    cost = selectionSetCost(operation.selectionSet, schema.getRootType(operation.operation) ?? undefined, undefined);
  } catch (error) {
    if (error instanceof GraphQLError) return error;
    throw error;
  }
  if (cost > limits.maxCost) {
    return limitError(
      `The query is too costly: ${cost} points, at most ${limits.maxCost} are allowed. ` +
        'Ask for fewer items with first or limit, or for fewer nested lists.',
    );
  }
  return undefined;
}

/**
 * Applies checkQueryCost to every HTTP operation, after validation and before execution: an
 * over-limit operation gets HTTP 400 and no `data`, and is not registered as a persisted query.
 */
export function queryCostPlugin<TContext extends BaseContext>(limits: QueryLimits): ApolloServerPlugin<TContext> {
  // Apollo reuses the parsed document for every request with the same text, so the verdict for an
  // operation and its variables (small ones: page sizes, ids) is remembered rather than re-measured.
  const verdicts = new WeakMap<OperationDefinitionNode, Map<string, GraphQLError | undefined>>();
  const check = (schema: GraphQLSchema, document: DocumentNode, operation: OperationDefinitionNode, variables: Record<string, unknown>) => {
    const key = JSON.stringify(variables);
    if (key.length > MAX_REMEMBERED_VARIABLES_LENGTH) return checkQueryCost(schema, document, operation, variables, limits);
    let known = verdicts.get(operation);
    if (!known) verdicts.set(operation, (known = new Map()));
    if (known.has(key)) return known.get(key);
    if (known.size >= MAX_REMEMBERED_VERDICTS) known.clear();
    const verdict = checkQueryCost(schema, document, operation, variables, limits);
    known.set(key, verdict);
    return verdict;
  };
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ schema, document, operation, request }) {
          if (!operation) return;
          const error = check(schema, document, operation, request.variables ?? {});
          if (error) throw new GraphQLError(error.message, { extensions: { ...error.extensions, http: { status: 400 } } });
        },
      };
    },
  };
}

const MAX_REMEMBERED_VARIABLES_LENGTH = 200;
const MAX_REMEMBERED_VERDICTS = 64;

function limitError(message: string, code = 'GRAPHQL_VALIDATION_FAILED'): GraphQLError {
  return new GraphQLError(message, { extensions: { code } });
}
