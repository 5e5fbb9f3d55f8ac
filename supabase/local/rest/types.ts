// The contract between the PostgREST translation layer (this folder) and the HTTP handler and
// database side. Nothing here touches a connection: a request goes in, one SQL statement comes out.

export interface ColumnInfo {
  name: string;
  /** pg type name as format_type() prints it, e.g. 'uuid', 'text', 'jsonb', 'timestamptz', 'int4', 'text[]'. */
  type: string;
}

export interface TableInfo {
  schema: 'public';
  name: string;
  columns: ColumnInfo[];
  primaryKey: string[];
}

export interface FunctionInfo {
  schema: 'public';
  name: string;
  /** Parameters by name, in order ('' for an unnamed one, which no request can name). */
  args: { name: string; type: string }[];
  returnsSet: boolean;
  /** Optional: when 'void', the call answers 204 with no body, as PostgREST does. */
  returnType?: string;
}

export interface Catalog {
  tables: Map<string, TableInfo>;
  functions: Map<string, FunctionInfo>;
}

/** PUT is read only to be refused as not supported. */
export type RestMethod = 'GET' | 'HEAD' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

export interface RestRequest {
  method: RestMethod;
  /** e.g. '/activity_log' or '/rpc/my_fn', already without /rest/v1. */
  path: string;
  query: URLSearchParams;
  /** Lower-case names: prefer, accept, range, content-profile, accept-profile. */
  headers: Record<string, string | undefined>;
  /** Parsed JSON, or undefined when there was no body. */
  body: unknown;
}

type CountMode = 'none' | 'exact';

/**
 * One parameterised statement. Running `sql` with `params` yields exactly ONE row:
 *   page_total  bigint  rows in this page (reads) or rows affected (writes)
 *   body        text    the JSON response body, ready to send (null when returnRows is false):
 *                       a JSON array, or with single !== 'none' the first element (or 'null')
 * `countSql`, when present, yields one row { total: bigint } (the handler should run it in the
 * same transaction). When count !== 'none' and countSql is absent, the total is page_total.
 * bigint columns may arrive as strings (pg) or bigint; shapeResponse accepts all three.
 *
 * Handler outline: BEGIN (READ ONLY when readOnly) → set role and request.jwt.claims → run sql
 * (and countSql) → shapeResponse(plan, row, total) → COMMIT. shapeResponse throws a RestError
 * for single() with ≠ 1 row (406) or an offset past the end (416):
 * roll back then, so a refused write leaves nothing behind. Database errors → restErrorFromPg.
 */
export interface SqlPlan {
  sql: string;
  params: unknown[];
  returnRows: boolean;
  /** From Accept: application/vnd.pgrst.object+json (supabase-js's single(); its maybeSingle() is client-side). */
  single: 'none' | 'single';
  count: CountMode;
  countSql?: { sql: string; params: unknown[] };
  rangeStart: number;
  /** Success status: 200, 201 or 204 (206/416 are decided by shapeResponse once the total is known). */
  status: number;
  /** 'read' for table reads, 'create' for POST, 'update'/'delete', 'call' for rpc. */
  kind: 'read' | 'create' | 'update' | 'delete' | 'call';
  /** GET/HEAD: PostgREST runs these in a READ ONLY transaction. */
  readOnly: boolean;
  /** Value for the Preference-Applied response header, or undefined. */
  preferenceApplied?: string;
}

export interface PlanOptions {
  /** Cap on rows a read returns, like PostgREST's db-max-rows (hosted Supabase defaults to 1000). */
  maxRows?: number;
}
