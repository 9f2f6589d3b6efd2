import { ApiError } from './api-error.ts';
import type { Condition, ReadQuery, SelectItem } from './query-grammar.ts';

/**
 * What one REST request may ask for. PGlite runs every statement on the server's own thread and
 * cannot cancel one, so a request's cost must be bounded before its SQL runs: each bound below
 * caps one factor of that cost (rows × selected values, per embed), and together they keep the
 * worst accepted read in the tens of milliseconds on the site's data (docs/threat-model.md).
 * On PostgreSQL, statement_timeout backs them up.
 */
export interface RestLimits {
  /** Characters of path and query string (Node refuses request heads over 16 KiB anyway). */
  maxUrlLength: number;
  /** Parentheses or braces nested inside one query parameter (select, or/and trees, in lists). */
  maxNesting: number;
  /**
   * Embeds inside embeds: 1 allows `articles?select=*,category:categories(name)`, the site's
   * deepest; 2 a back office's lead with its deliveries and their attempts, under maxEmbedRows.
   */
  maxEmbedDepth: number;
  /**
   * Rows a path two embeds deep may multiply to: outer rows × each embedded list's rows, each
   * factor its limit (or maxRows), 1 for a to-one embed or an `eq` on a unique key. Depth 1 is
   * bounded by maxRows per list as before; depth 2 must say how few rows it wants.
   */
  maxEmbedRows: number;
  /** Embeds in one request, all levels together. */
  maxEmbeds: number;
  /** Output columns in one request, all levels together; `*` counts as every column of its table. */
  maxSelectedColumns: number;
  /** Rows of a response, and of each embedded list: larger or missing limits are lowered to it (PostgREST's db-max-rows). */
  maxRows: number;
  /** Filter conditions in one request, inside and outside or/and trees. */
  maxConditions: number;
  /** Values of one `in.(…)` list. */
  maxListValues: number;
  /** Characters of one filter value. */
  maxValueLength: number;
  /** Terms of `order`. */
  maxOrderTerms: number;
  /** Arrays and objects nested in a request body. */
  maxJsonDepth: number;
}

export const DEFAULT_REST_LIMITS: Readonly<RestLimits> = {
  maxUrlLength: 12 * 1024,
  maxNesting: 4,
  maxEmbedDepth: 2,
  maxEmbedRows: 10_000,
  maxEmbeds: 3,
  maxSelectedColumns: 60,
  maxRows: 1000,
  maxConditions: 40,
  maxListValues: 300,
  maxValueLength: 1000,
  maxOrderTerms: 8,
  maxJsonDepth: 32,
};

const ENV_NAMES: Record<keyof RestLimits, string> = {
  maxUrlLength: 'REST_MAX_URL_LENGTH',
  maxNesting: 'REST_MAX_NESTING',
  maxEmbedDepth: 'REST_MAX_EMBED_DEPTH',
  maxEmbedRows: 'REST_MAX_EMBED_ROWS',
  maxEmbeds: 'REST_MAX_EMBEDS',
  maxSelectedColumns: 'REST_MAX_SELECTED_COLUMNS',
  maxRows: 'REST_MAX_ROWS',
  maxConditions: 'REST_MAX_CONDITIONS',
  maxListValues: 'REST_MAX_LIST_VALUES',
  maxValueLength: 'REST_MAX_VALUE_LENGTH',
  maxOrderTerms: 'REST_MAX_ORDER_TERMS',
  maxJsonDepth: 'REST_MAX_JSON_DEPTH',
};

/** The defaults, each overridable by a positive integer in its REST_MAX_* variable. */
export function restLimitsFromEnv(env: NodeJS.ProcessEnv = process.env): RestLimits {
  const limits = { ...DEFAULT_REST_LIMITS };
  for (const key of Object.keys(ENV_NAMES) as (keyof RestLimits)[]) {
    const raw = env[ENV_NAMES[key]];
    const value = Number(raw);
    if (raw && Number.isInteger(value) && value > 0) limits[key] = value;
  }
  return limits;
}

/** A request asking for more than a limit allows: 400, PostgREST's shape, before any SQL runs. */
export function limitError(what: string, allowed: number, hint: string | null = null): ApiError {
  return new ApiError(
    400,
    'PGRST100',
    `${what} (at most ${allowed})`,
    'request exceeds a server limit',
    hint,
  );
}

/**
 * Deepest bracket nesting of one parameter value, in one linear pass (quotes skipped as the
 * grammar skips them), so that recursive parsing only ever sees shallow input.
 */
export function bracketDepth(value: string): number {
  let depth = 0;
  let deepest = 0;
  let quoted = false;
  for (let i = 0; i < value.length; i++) {
    const char = value[i];
    if (quoted) {
      if (char === '\\') i++;
      else if (char === '"') quoted = false;
    } else if (char === '"') quoted = true;
    else if (char === '(' || char === '{') deepest = Math.max(deepest, ++depth);
    else if (char === ')' || char === '}') depth--;
  }
  return deepest;
}

/** Checked on the raw URL, before parsing. */
export function checkUrl(url: URL, limits: RestLimits): void {
  const length = url.pathname.length + url.search.length;
  if (length > limits.maxUrlLength) {
    throw limitError(`URL of ${length} characters is too long`, limits.maxUrlLength);
  }
  for (const [key, value] of url.searchParams) {
    if (bracketDepth(value) > limits.maxNesting) {
      throw limitError(`"${key}" nests brackets too deeply`, limits.maxNesting);
    }
  }
}

interface EmbedShape {
  depth: number;
  embeds: number;
  /** Filters on embedded rows, all embeds together. */
  conditions: Condition[];
  /** The longest `order` of one embed. */
  orderTerms: number;
}

function embedShape(items: SelectItem[], depth = 0): EmbedShape {
  const shape: EmbedShape = { depth, embeds: 0, conditions: [], orderTerms: 0 };
  for (const item of items) {
    if (item.kind !== 'embed') continue;
    const inner = embedShape(item.select, depth + 1);
    shape.depth = Math.max(shape.depth, inner.depth);
    shape.embeds += 1 + inner.embeds;
    shape.conditions.push(...item.where, ...inner.conditions);
    shape.orderTerms = Math.max(shape.orderTerms, item.order.length, inner.orderTerms);
  }
  return shape;
}

function conditionCount(conditions: Condition[], limits: RestLimits): number {
  let count = 0;
  for (const condition of conditions) {
    if (condition.kind === 'group') {
      count += conditionCount(condition.conditions, limits);
      continue;
    }
    count++;
    const values = Array.isArray(condition.value) ? condition.value : [condition.value];
    if (values.length > limits.maxListValues) {
      throw limitError(`in list of ${values.length} values on "${condition.column}"`, limits.maxListValues);
    }
    if (values.some((value) => value.length > limits.maxValueLength)) {
      throw limitError(`filter value on "${condition.column}" is too long`, limits.maxValueLength);
    }
  }
  return count;
}

/** Checked on the parsed query; the selected-column count needs the catalog (see planner.ts). */
export function checkQuery(query: ReadQuery, limits: RestLimits): void {
  const shape = embedShape(query.select);
  if (shape.depth > limits.maxEmbedDepth) {
    throw limitError(
      `select nests embeds ${shape.depth} deep`,
      limits.maxEmbedDepth,
      'Fetch the deeper rows with a second request.',
    );
  }
  if (shape.embeds > limits.maxEmbeds)
    throw limitError(`select has ${shape.embeds} embeds`, limits.maxEmbeds);
  const conditions = conditionCount([...query.where, ...shape.conditions], limits);
  if (conditions > limits.maxConditions) {
    throw limitError(`${conditions} filter conditions`, limits.maxConditions);
  }
  const orderTerms = Math.max(query.order.length, shape.orderTerms);
  if (orderTerms > limits.maxOrderTerms) {
    throw limitError(`order has ${orderTerms} terms`, limits.maxOrderTerms);
  }
}

/**
 * Deepest array/object nesting of a JSON text, in one linear pass over the raw text (strings
 * skipped), before JSON.parse: deep bodies otherwise overflow the stack later (JSON.stringify,
 * PostgreSQL's jsonb input) and end in a 500.
 */
export function jsonDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (inString) {
      if (code === 92 /* \ */) i++;
      else if (code === 34 /* " */) inString = false;
    } else if (code === 34) inString = true;
    else if (code === 91 /* [ */ || code === 123 /* { */) deepest = Math.max(deepest, ++depth);
    else if (code === 93 /* ] */ || code === 125 /* } */) depth--;
  }
  return deepest;
}
