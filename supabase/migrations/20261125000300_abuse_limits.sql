-- Abuse limits (issue 14 items 2, 3 and 8 for rows), kept in the database so they bind on hosted
-- Supabase (PostgREST) and on the local server alike, however many API or function instances run.
--
-- 1. Requests for help: at most `help_requests_per_address` an hour from one address and
--    `help_requests_per_person` an hour from one signed-in person. The address is the first entry
--    of X-Forwarded-For in PostgREST's `request.headers` (hosted Supabase's gateway puts the
--    client's there; the local server overwrites it with the socket's). Over a limit the insert is
--    refused with HTTP 429 and Retry-After (RAISE SQLSTATE 'PGRST', which PostgREST 11.2+ and the
--    local server turn into that status and header). A request's details are capped at 8 KB.
-- 2. Rows per person in every table a person writes: over the quota the write is refused with
--    HTTP 409 and code `row_quota_exceeded`, whoever writes (a person, or a function as the service
--    role). Tombstones (deleted_records) are not refused but pruned, oldest first, beyond theirs.
-- 3. Reminder mails: at most `reminder_mails_per_person` a person a day, and only to confirmed
--    addresses. A due event over the cap is skipped and marked (reminder_skipped_at): never mailed,
--    never claimed again. A mail that failed gives its place back; a claim whose run died counts
--    again when it is claimed again (erring towards fewer mails, never more).
--
-- Rules: limits live in public.abuse_limits (one row each; change them with an UPDATE, no deploy);
-- a missing limit is an error, never "no limit". A take is one statement per bucket (insert … on
-- conflict do update … where used < limit), so the row lock decides between concurrent writers and
-- a count never passes its limit; a refused write rolls back what it took (same transaction).
-- Windows are fixed (an hour, a UTC day); ended ones are deleted as new takes come. Row counts take
-- a per-person advisory lock, so two writes at once cannot both fill the last place. Nobody but the
-- service role reads or changes the limits and counters; the functions are not callable through
-- the API by anon or authenticated.

create table public.abuse_limits (
  name text primary key,
  max_count integer not null check (max_count >= 0),
  -- Null for a quota (rows kept); the window's length for a rate.
  window_seconds integer check (window_seconds is null or window_seconds > 0),
  description text not null
);
alter table public.abuse_limits enable row level security;
revoke all on public.abuse_limits from anon, authenticated;
grant all on public.abuse_limits to service_role;

-- Far above what a real person does; each description says why.
insert into public.abuse_limits (name, max_count, window_seconds, description) values
  ('help_requests_per_address', 60, 3600, 'Requests for help an hour from one address. A person sends a handful a day; one address may be a family''s, a library''s or a clinic''s Wi-Fi, or a phone carrier''s shared address.'),
  ('help_requests_per_person', 20, 3600, 'Requests for help an hour from one signed-in person, who sends a handful a day.'),
  ('reminder_mails_per_person', 20, 86400, 'Reminder e-mails a UTC day to one person, who has a few deadlines or appointments a day at most.'),
  ('activity_log_rows_per_person', 10000, null, 'Activity entries kept per person: a few a day for years (the app lists the newest 100).'),
  ('calendar_events_rows_per_person', 1000, null, 'Calendar events kept per person: deadlines and appointments, a few a month.'),
  ('ai_conversations_rows_per_person', 1000, null, 'Assistant conversations kept per person: one a day for almost three years.'),
  ('help_requests_rows_per_person', 200, null, 'Requests for help kept per signed-in person, who makes a few in all.'),
  ('deleted_records_rows_per_person', 50000, null, 'Tombstones kept per person; older ones are pruned, not refused.');

create table public.abuse_counters (
  -- e.g. 'help_requests:address:<address>', 'help_requests:person:<id>', 'reminder_mails:person:<id>'.
  bucket text not null check (char_length(bucket) between 1 and 200),
  window_start timestamptz not null,
  window_end timestamptz not null,
  used integer not null check (used >= 0),
  primary key (bucket, window_start)
);
create index abuse_counters_by_end on public.abuse_counters (window_end);
alter table public.abuse_counters enable row level security;
revoke all on public.abuse_counters from anon, authenticated;
grant all on public.abuse_counters to service_role;

-- The limit called `limit_name`; an unknown name is an error.
create function public.abuse_limit(limit_name text) returns integer
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  found_limit integer;
begin
  select l.max_count into found_limit from public.abuse_limits l where l.name = abuse_limit.limit_name;
  if not found then
    raise exception 'No abuse limit named %', abuse_limit.limit_name;
  end if;
  return found_limit;
end
$$;

-- The start of the fixed window of `window_seconds` that `moment` falls in.
create function public.abuse_window_start(window_seconds integer, moment timestamptz default now()) returns timestamptz
language sql
immutable
set search_path = ''
as $$
  select to_timestamp(floor(extract(epoch from abuse_window_start.moment) / abuse_window_start.window_seconds) * abuse_window_start.window_seconds)
$$;

-- Takes one from `bucket_name` in this window of the named rate limit. Answers 0 when taken, else the
-- seconds until the window ends (for Retry-After).
create function public.take_abuse_allowance(bucket_name text, limit_name text) returns integer
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  max_count integer := public.abuse_limit(take_abuse_allowance.limit_name);
  window_seconds integer := (select l.window_seconds from public.abuse_limits l where l.name = take_abuse_allowance.limit_name);
  this_window timestamptz;
  this_end timestamptz;
begin
  if window_seconds is null then
    raise exception 'Abuse limit % is a quota, not a rate', take_abuse_allowance.limit_name;
  end if;
  this_window := public.abuse_window_start(window_seconds);
  this_end := this_window + make_interval(secs => window_seconds);
  -- Ended windows go a few at a time; rows another writer is deleting are left to it (no waiting).
  delete from public.abuse_counters c
  where (c.bucket, c.window_start) in (
    select o.bucket, o.window_start from public.abuse_counters o
    where o.window_end < now() limit 100 for update skip locked
  );
  insert into public.abuse_counters as c (bucket, window_start, window_end, used)
  select left(take_abuse_allowance.bucket_name, 200), this_window, this_end, 1
  where max_count > 0
  on conflict (bucket, window_start) do update set used = c.used + 1
    where c.used < max_count;
  if found then
    return 0;
  end if;
  return greatest(1, ceil(extract(epoch from (this_end - clock_timestamp()))))::integer;
end
$$;

-- Gives back one taken from `bucket_name` in this window (the thing it was taken for did not happen).
create function public.give_back_abuse_allowance(bucket_name text, limit_name text) returns void
language sql
volatile
security definer
set search_path = ''
as $$
  update public.abuse_counters c
  set used = c.used - 1
  where c.bucket = left(give_back_abuse_allowance.bucket_name, 200)
    and c.window_start = public.abuse_window_start((select l.window_seconds from public.abuse_limits l where l.name = give_back_abuse_allowance.limit_name))
    and c.used > 0
$$;

-- PostgREST's way for SQL to choose the HTTP answer: RAISE SQLSTATE 'PGRST' with the body as the
-- message and the status (and headers) as the detail.
create function public.raise_api_error(status integer, code text, message text, details text, headers jsonb default '{}'::jsonb) returns void
language plpgsql
volatile
set search_path = ''
as $$
begin
  raise sqlstate 'PGRST' using
    message = json_build_object('code', raise_api_error.code, 'message', raise_api_error.message, 'details', raise_api_error.details, 'hint', null)::text,
    detail = json_build_object('status', raise_api_error.status, 'headers', raise_api_error.headers)::text;
end
$$;

-- Supabase's default privileges let anon and authenticated execute new functions; these must not.
revoke all on function public.abuse_limit(text) from public, anon, authenticated;
revoke all on function public.abuse_window_start(integer, timestamptz) from public, anon, authenticated;
revoke all on function public.take_abuse_allowance(text, text) from public, anon, authenticated;
revoke all on function public.give_back_abuse_allowance(text, text) from public, anon, authenticated;
revoke all on function public.raise_api_error(integer, text, text, text, jsonb) from public, anon, authenticated;

-- 1. Requests for help ---------------------------------------------------------------------------

-- The old cap was 16 KB of details; the forms send at most a few short answers and 2,000 characters
-- of text (6 KB in Chinese), so 8 KB is room enough. NOT VALID: rows already stored stay.
alter table public.help_requests drop constraint help_requests_details_check;
alter table public.help_requests add constraint help_requests_details_size
  check (jsonb_typeof(details) = 'object' and octet_length(details::text) <= 8192) not valid;

-- Takes one request from the caller's address (and person) buckets; over a limit, refuses with
-- 429. Only API callers (anon, authenticated) are limited: the service role and the database's own
-- sessions are trusted.
create function public.limit_help_requests() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  claims jsonb := nullif(current_setting('request.jwt.claims', true), '')::jsonb;
  caller_role text := claims ->> 'role';
  headers jsonb := nullif(current_setting('request.headers', true), '')::jsonb;
  address text := nullif(btrim(split_part(headers ->> 'x-forwarded-for', ',', 1)), '');
  wait integer := 0;
begin
  if caller_role is null or caller_role not in ('anon', 'authenticated') then
    return new;
  end if;
  if caller_role = 'authenticated' and claims ->> 'sub' is not null then
    wait := public.take_abuse_allowance('help_requests:person:' || (claims ->> 'sub'), 'help_requests_per_person');
  end if;
  if wait = 0 then
    wait := public.take_abuse_allowance('help_requests:address:' || left(coalesce(address, 'unknown'), 64), 'help_requests_per_address');
  end if;
  if wait > 0 then
    perform public.raise_api_error(429, 'over_request_rate_limit', 'Rate Limit Exceeded', 'Please wait a moment and try again.',
      jsonb_build_object('Retry-After', wait::text));
  end if;
  return new;
end
$$;
revoke all on function public.limit_help_requests() from public, anon, authenticated;

create trigger help_requests_rate_limit
  before insert on public.help_requests
  for each row execute function public.limit_help_requests();

-- 2. Rows per person ------------------------------------------------------------------------------

-- After an insert statement: refuses it (409) when any person it wrote for now has more rows in
-- the table than `<table>_rows_per_person`. Counted after the statement, so replays skipped by
-- `on conflict do nothing` or a tombstone cost nothing.
create function public.enforce_row_quota() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  quota integer := public.abuse_limit(tg_table_name || '_rows_per_person');
  person uuid;
  kept bigint;
begin
  for person in select distinct n.user_id from new_rows n where n.user_id is not null order by 1 loop
    -- One writer at a time per person and table: two inserts at once must not both take the last place.
    perform pg_advisory_xact_lock(hashtextextended('row_quota:' || tg_table_name || ':' || person::text, 0));
    execute format('select count(*) from public.%I where user_id = $1', tg_table_name) into kept using person;
    if kept > quota then
      perform public.raise_api_error(409, 'row_quota_exceeded',
        format('This account keeps the most %s it may (%s).', tg_table_name, quota),
        'Delete old ones to make room, then try again.');
    end if;
  end loop;
  return null;
end
$$;
revoke all on function public.enforce_row_quota() from public, anon, authenticated;

create trigger activity_log_row_quota
  after insert on public.activity_log referencing new table as new_rows
  for each statement execute function public.enforce_row_quota();
create trigger calendar_events_row_quota
  after insert on public.calendar_events referencing new table as new_rows
  for each statement execute function public.enforce_row_quota();
create trigger ai_conversations_row_quota
  after insert on public.ai_conversations referencing new table as new_rows
  for each statement execute function public.enforce_row_quota();
create trigger help_requests_row_quota
  after insert on public.help_requests referencing new table as new_rows
  for each statement execute function public.enforce_row_quota();

-- Tombstones beyond the cap go, oldest first. A replay of a record deleted that long ago could come
-- back; far likelier is a churn of creates and deletes that would otherwise grow without end.
create function public.prune_tombstones() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  keep integer := public.abuse_limit('deleted_records_rows_per_person');
  person uuid;
begin
  for person in select distinct n.user_id from new_rows n order by 1 loop
    delete from public.deleted_records d
    where d.id in (
      select o.id from public.deleted_records o
      where o.user_id = person
      order by o.deleted_at desc, o.id
      offset keep
    );
  end loop;
  return null;
end
$$;
revoke all on function public.prune_tombstones() from public, anon, authenticated;

create trigger deleted_records_prune
  after insert on public.deleted_records referencing new table as new_rows
  for each statement execute function public.prune_tombstones();

-- 3. Reminder mails -------------------------------------------------------------------------------

alter table public.calendar_events add column reminder_skipped_at timestamptz;
comment on column public.calendar_events.reminder_skipped_at is
  'Set when the reminder was not mailed because the owner reached reminder_mails_per_person that day.';

-- People add events with no reminder state; only the reminder run claims, marks or skips.
alter policy "People can add their own calendar events" on public.calendar_events
  with check ((select auth.uid()) = user_id and reminder_sent_at is null and reminder_claimed_at is null and reminder_skipped_at is null);

-- As before (20261122000600), and: only owners whose address is confirmed; each claimed event takes
-- one mail from its owner's day; an event over the cap is skipped and marked instead. Stops once
-- `batch_size` are claimed, so a run is never filled with skips.
create or replace function public.claim_due_reminders(lease_seconds integer default 900, batch_size integer default 50)
returns table (
  event_id uuid,
  title text,
  description text,
  event_date timestamptz,
  event_type text,
  email text,
  preferred_language text
)
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  wanted integer := least(greatest(claim_due_reminders.batch_size, 1), 500);
  claimed uuid[] := '{}';
  due record;
begin
  -- One claim at a time: each claim holds its events' row locks and then takes the owners' daily
  -- counters, so two claims interleaving two people's events would each wait for the other's
  -- counter (a deadlock). A claim is one short batch; the next run waits a moment, no more.
  perform pg_advisory_xact_lock(hashtextextended('claim_due_reminders', 0));
  for due in
    select e.id, e.user_id
    from public.calendar_events e
    where e.reminder_sent_at is null
      and e.reminder_skipped_at is null
      and e.event_date >= now()
      and e.event_date <= now() + interval '24 hours'
      and (e.reminder_claimed_at is null or e.reminder_claimed_at <= now() - make_interval(secs => claim_due_reminders.lease_seconds))
      and exists (
        select 1 from auth.users u
        where u.id = e.user_id and u.email is not null and u.email_confirmed_at is not null and u.deleted_at is null
      )
    order by e.event_date
    for update of e skip locked
  loop
    if public.take_abuse_allowance('reminder_mails:person:' || due.user_id::text, 'reminder_mails_per_person') = 0 then
      update public.calendar_events e set reminder_claimed_at = now() where e.id = due.id;
      claimed := claimed || due.id;
      exit when cardinality(claimed) >= wanted;
    else
      update public.calendar_events e set reminder_skipped_at = now() where e.id = due.id;
    end if;
  end loop;
  return query
    select c.id, c.title, c.description, c.event_date, c.event_type, u.email::text, coalesce(p.preferred_language, 'en')
    from public.calendar_events c
    join auth.users u on u.id = c.user_id
    left join public.profiles p on p.id = c.user_id
    where c.id = any (claimed)
    order by c.event_date;
end
$$;

-- As before, and the failed mail gives its place in the owner's day back.
create or replace function public.release_reminder_claim(event_id uuid) returns boolean
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  owner_id uuid;
begin
  update public.calendar_events e
  set reminder_claimed_at = null
  where e.id = release_reminder_claim.event_id and e.reminder_sent_at is null
  returning e.user_id into owner_id;
  if owner_id is null then
    return false;
  end if;
  perform public.give_back_abuse_allowance('reminder_mails:person:' || owner_id::text, 'reminder_mails_per_person');
  return true;
end
$$;

-- create or replace keeps the grants of 20261122000600; said again so this file stands on its own.
revoke all on function public.claim_due_reminders(integer, integer) from public, anon, authenticated;
revoke all on function public.release_reminder_claim(uuid) from public, anon, authenticated;
grant execute on function public.claim_due_reminders(integer, integer) to service_role;
grant execute on function public.release_reminder_claim(uuid) to service_role;
