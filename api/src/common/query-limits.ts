import type { ApolloServerPlugin, BaseContext } from '@apollo/server';
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
  type ValueNode,
} from 'graphql';
import type { QueryLimits } from '../config';
import { MAX_PAGE_SIZE } from './pagination';

/**
 * Assumed length of a list field that takes no `first` or `limit`. Such lists are short by design
 * (an order's lines, a product's images, an audit entry's changed fields), so that a full page of
 * 100 orders or audit entries stays within the default cost.
 */
export const DEFAULT_LIST_SIZE = 10;

interface Measure {
  depth: number;
  /** As written, a fragment counting once per spread; list sizes multiply cost, not aliases. */
  aliases: number;
  cost: number;
}

const NOTHING: Measure = { depth: 0, aliases: 0, cost: 0 };

/**
 * Measures one operation against the limits and returns the error to answer with, if any.
 *
 * Runs per request rather than as a validation rule because `first: $n` needs the request's
 * variables, and Apollo caches validated documents. Fragments are measured once each (memoized),
 * so a document of fragments that spread each other many times still takes linear time.
 *
 * Cost: every field costs 1; a list field multiplies the cost of its selection by its size, which is
 * its `first` or `limit` argument (literal, variable or schema default), else DEFAULT_LIST_SIZE.
 * A connection field (`products(first: 10) { nodes {...} }`) hands its `first` to the list inside it.
 * Introspection fields (`__schema`, `__type`, `__typename`) cost nothing: they never touch the database.
 */
export function checkQueryLimits(
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
  const fragmentMeasures = new Map<string, Measure>();

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

  function measureField(field: FieldNode, parentType: GraphQLNamedType | undefined, pageSize: number | undefined): Measure {
    const aliases = field.alias ? 1 : 0;
    if (field.name.value.startsWith('__')) return { ...NOTHING, aliases };
    const definition = isObjectType(parentType) || isInterfaceType(parentType) ? parentType.getFields()[field.name.value] : undefined;
    // Validation has already refused unknown fields; count one anyway rather than trust that blindly.
    if (!definition) return { depth: 1, aliases, cost: 1 };

    const first = numberArgument(field, definition, 'first');
    if (first !== undefined && (!Number.isInteger(first) || first < 1 || first > MAX_PAGE_SIZE)) {
      // The same words the resolvers use, now said before any of them runs.
      throw limitError(`first must be between 1 and ${MAX_PAGE_SIZE}.`, 'BAD_USER_INPUT');
    }
    const requested = first ?? numberArgument(field, definition, 'limit');
    const isList = isListType(getNullableType(definition.type));
    const size = isList ? Math.max(requested ?? pageSize ?? DEFAULT_LIST_SIZE, 0) : 1;
    const children = field.selectionSet
      ? measureSelectionSet(field.selectionSet, getNamedType(definition.type), isList ? undefined : requested)
      : NOTHING;
    return { depth: 1 + children.depth, aliases: aliases + children.aliases, cost: 1 + size * children.cost };
  }

  function measureSelectionSet(selectionSet: SelectionSetNode, parentType: GraphQLNamedType | undefined, pageSize: number | undefined): Measure {
    const total = { ...NOTHING };
    for (const selection of selectionSet.selections) {
      let measure: Measure;
      if (selection.kind === Kind.FIELD) {
        measure = measureField(selection, parentType, pageSize);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        const type = selection.typeCondition ? schema.getType(selection.typeCondition.name.value) : parentType;
        measure = measureSelectionSet(selection.selectionSet, type, pageSize);
      } else {
        measure = measureFragment(selection.name.value, pageSize);
      }
      total.depth = Math.max(total.depth, measure.depth);
      total.aliases += measure.aliases;
      total.cost += measure.cost;
    }
    return total;
  }

  function measureFragment(name: string, pageSize: number | undefined): Measure {
    const key = `${name}:${pageSize}`;
    const known = fragmentMeasures.get(key);
    if (known) return known;
    const fragment = fragments.get(name);
    if (!fragment) return NOTHING;
    // Validation refuses fragment cycles; the placeholder keeps a cycle from looping here regardless.
    fragmentMeasures.set(key, NOTHING);
    const measure = measureSelectionSet(fragment.selectionSet, schema.getType(fragment.typeCondition.name.value), pageSize);
    fragmentMeasures.set(key, measure);
    return measure;
  }

  let measure: Measure;
  try {
    measure = measureSelectionSet(operation.selectionSet, schema.getRootType(operation.operation) ?? undefined, undefined);
  } catch (error) {
    if (error instanceof GraphQLError) return error;
    throw error;
  }
  if (measure.depth > limits.maxDepth) {
    return limitError(`The query is nested ${measure.depth} levels deep; at most ${limits.maxDepth} are allowed.`);
  }
  if (measure.aliases > limits.maxAliases) {
    return limitError(`The query uses ${measure.aliases} aliases; at most ${limits.maxAliases} are allowed.`);
  }
  if (measure.cost > limits.maxCost) {
    return limitError(
      `The query is too costly: ${measure.cost} points, at most ${limits.maxCost} are allowed. ` +
        'Ask for fewer items with first or limit, or for fewer nested lists.',
    );
  }
  return undefined;
}

/**
 * Applies checkQueryLimits to every HTTP operation, after validation and before execution: an
 * over-limit operation gets HTTP 400 and no `data`, and is not registered as a persisted query.
 */
export function queryLimitsPlugin<TContext extends BaseContext>(limits: QueryLimits): ApolloServerPlugin<TContext> {
  // Apollo reuses the parsed document for every request with the same text, so the verdict for an
  // operation and its variables (small ones: page sizes, ids) is remembered rather than re-measured.
  const verdicts = new WeakMap<OperationDefinitionNode, Map<string, GraphQLError | undefined>>();
  const check = (schema: GraphQLSchema, document: DocumentNode, operation: OperationDefinitionNode, variables: Record<string, unknown>) => {
    const key = JSON.stringify(variables);
    if (key.length > MAX_REMEMBERED_VARIABLES_LENGTH) return checkQueryLimits(schema, document, operation, variables, limits);
    let known = verdicts.get(operation);
    if (!known) verdicts.set(operation, (known = new Map()));
    if (known.has(key)) return known.get(key);
    if (known.size >= MAX_REMEMBERED_VERDICTS) known.clear();
    const verdict = checkQueryLimits(schema, document, operation, variables, limits);
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
