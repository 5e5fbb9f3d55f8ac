-- One rate-limit trigger for inserts through the API. Requests for help (20261125000300_abuse_limits.sql)
-- and content reports (20261126000100_content_reports.sql) each had their own copy of the same
-- function, differing only in names; a fix made to one could be missed in the other. Now one
-- function reads the names from its trigger's arguments, and the two copies go.
--
-- Arguments, in order: the bucket prefix ('help_requests'), the per-person limit's name and the
-- per-address limit's name (rows of public.abuse_limits). Buckets are '<prefix>:person:<id>' and
-- '<prefix>:address:<address>', as before, so counters already taken this hour still count.
-- Behaviour is unchanged: only API callers (anon, authenticated) are limited, the service role and
-- the database's own sessions are trusted; a signed-in caller takes from their own bucket first,
-- then everyone from their address's; over either, the insert is refused with 429, code
-- `over_request_rate_limit` and Retry-After, which the app reads as "wait and send later".

create function public.limit_api_inserts() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  claims jsonb := nullif(current_setting('request.jwt.claims', true), '')::jsonb;
  caller_role text := claims ->> 'role';
  headers jsonb := nullif(current_setting('request.headers', true), '')::jsonb;
  address text := nullif(btrim(split_part(headers ->> 'x-forwarded-for', ',', 1)), '');
  bucket_prefix text;
  person_limit text;
  address_limit text;
  wait integer := 0;
begin
  -- A trigger made without all three names is a mistake in a migration: fail loudly, never "no limit".
  if tg_nargs <> 3 then
    raise exception 'limit_api_inserts on % needs 3 arguments (bucket prefix, per-person limit, per-address limit), got %', tg_table_name, tg_nargs;
  end if;
  bucket_prefix := tg_argv[0];
  person_limit := tg_argv[1];
  address_limit := tg_argv[2];
  if caller_role is null or caller_role not in ('anon', 'authenticated') then
    return new;
  end if;
  if caller_role = 'authenticated' and claims ->> 'sub' is not null then
    wait := public.take_abuse_allowance(bucket_prefix || ':person:' || (claims ->> 'sub'), person_limit);
  end if;
  if wait = 0 then
    wait := public.take_abuse_allowance(bucket_prefix || ':address:' || left(coalesce(address, 'unknown'), 64), address_limit);
  end if;
  if wait > 0 then
    perform public.raise_api_error(429, 'over_request_rate_limit', 'Rate Limit Exceeded', 'Please wait a moment and try again.',
      jsonb_build_object('Retry-After', wait::text));
  end if;
  return new;
end
$$;
revoke all on function public.limit_api_inserts() from public, anon, authenticated;

drop trigger help_requests_rate_limit on public.help_requests;
create trigger help_requests_rate_limit
  before insert on public.help_requests
  for each row execute function public.limit_api_inserts('help_requests', 'help_requests_per_person', 'help_requests_per_address');

drop trigger content_reports_rate_limit on public.content_reports;
create trigger content_reports_rate_limit
  before insert on public.content_reports
  for each row execute function public.limit_api_inserts('content_reports', 'content_reports_per_person', 'content_reports_per_address');

drop function public.limit_help_requests();
drop function public.limit_content_reports();
