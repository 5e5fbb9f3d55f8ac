// A catalog shaped like Pali's migrations, shared by the tests in this folder.
import type { Catalog, RestRequest, TableInfo } from './types';

const table = (name: string, primaryKey: string[], columns: [string, string][]): [string, TableInfo] => [
  name,
  { schema: 'public', name, primaryKey, columns: columns.map(([n, type]) => ({ name: n, type })) },
];

export const catalog: Catalog = {
  tables: new Map([
    table(
      'activity_log',
      ['id'],
      [
        ['id', 'uuid'],
        ['user_id', 'uuid'],
        ['activity_type', 'text'],
        ['activity_description', 'text'],
        ['metadata', 'jsonb'],
        ['created_at', 'timestamptz'],
      ],
    ),
    table(
      'calendar_events',
      ['id'],
      [
        ['id', 'uuid'],
        ['user_id', 'uuid'],
        ['title', 'text'],
        ['event_date', 'timestamptz'],
        ['event_type', 'text'],
        ['tags', 'text[]'],
        ['metadata', 'jsonb'],
      ],
    ),
    table(
      'ai_usage',
      ['user_id', 'month'],
      [
        ['user_id', 'uuid'],
        ['month', 'date'],
        ['letter_explanations', 'int4'],
      ],
    ),
    table(
      'no_pk',
      [],
      [
        ['a', 'int4'],
        ['b', 'text'],
      ],
    ),
  ]),
  functions: new Map([
    ['bump_usage', { schema: 'public', name: 'bump_usage', args: [{ name: 'p_month', type: 'date' }], returnsSet: false }],
    [
      'recent',
      {
        schema: 'public',
        name: 'recent',
        args: [
          { name: 'n', type: 'int4' },
          { name: 'kinds', type: 'text[]' },
        ],
        returnsSet: true,
      },
    ],
    ['ping', { schema: 'public', name: 'ping', args: [], returnsSet: false, returnType: 'void' }],
  ]),
};

/** A RestRequest from a URL tail such as '/activity_log?select=id'. */
export function req(method: RestRequest['method'], pathAndQuery: string, headers: Record<string, string> = {}, body?: unknown): RestRequest {
  const url = new URL(`http://local${pathAndQuery}`);
  return { method, path: url.pathname, query: url.searchParams, headers, body };
}
