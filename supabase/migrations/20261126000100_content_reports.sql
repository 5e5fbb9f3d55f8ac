-- "Something wrong here?" (issue 21 item 5): a short report about a place, a rights section or a
-- checklist, from anyone, signed in or not. Like requests for help: anyone may insert, in their own
-- name or none; nobody but the service role reads, changes or deletes them (they may hold a way to
-- reach the sender). A report is plain text, checked for length here; the app never renders it as
-- HTML and neither may any tool that reads them.
--
-- Abuse limits, as requests for help (20261125000300_abuse_limits.sql): each insert through the API
-- takes one from its address's hourly bucket (`content_reports_per_address`) and, signed in, from
-- the person's (`content_reports_per_person`); over a limit the insert is refused with 429 and
-- Retry-After, and the device keeps the report to send later. A signed-in person keeps at most
-- `content_reports_rows_per_person` reports (409 past it). Buckets are their own, so reports never
-- use up a person's requests for help, nor the other way round.

create table public.content_reports (
  id uuid primary key default gen_random_uuid(),
  user_id uuid default auth.uid() references auth.users (id) on delete cascade,
  subject_kind text not null check (subject_kind in ('place', 'rights', 'checklist')),
  -- The content's own id (a place's, a rights section's, a task's): letters and digits in words
  -- joined by hyphens ('mass-id', 'atDoor', 'pack-rmv').
  subject_id text not null check (char_length(subject_id) between 1 and 120 and subject_id ~ '^[A-Za-z0-9]+(-[A-Za-z0-9]+)*$'),
  what_is_wrong text not null
    check (char_length(what_is_wrong) <= 1000 and char_length(btrim(what_is_wrong, E' \t\r\n')) >= 1),
  contact text check (contact is null or char_length(contact) between 1 and 200),
  language text not null default 'en' check (language in ('en', 'es', 'cn')),
  created_at timestamptz not null default now()
);
comment on table public.content_reports is
  'Reports that something in Pali''s content is wrong. Plain text: never render what_is_wrong or contact as HTML.';
create index content_reports_by_subject on public.content_reports (subject_kind, subject_id, created_at desc);
create index content_reports_by_user on public.content_reports (user_id) where user_id is not null;

alter table public.content_reports enable row level security;
create policy "Anyone can report a problem, in their own name or none"
  on public.content_reports for insert to anon, authenticated
  with check (user_id is null or user_id = (select auth.uid()));
revoke all on public.content_reports from anon, authenticated;
grant insert on public.content_reports to anon, authenticated;
grant all on public.content_reports to service_role;

-- Far above what a real person does; each description says why.
insert into public.abuse_limits (name, max_count, window_seconds, description) values
  ('content_reports_per_address', 30, 3600, 'Reports of wrong content an hour from one address. A person reports one or two things now and then; one address may be a family''s, a library''s or a clinic''s Wi-Fi.'),
  ('content_reports_per_person', 10, 3600, 'Reports of wrong content an hour from one signed-in person, who reports one or two things now and then.'),
  ('content_reports_rows_per_person', 500, null, 'Reports of wrong content kept per signed-in person, who sends a few in all.');

-- Takes one report from the caller's address (and person) buckets; over a limit, refuses with 429.
-- Only API callers (anon, authenticated) are limited: the service role and the database's own
-- sessions are trusted. As limit_help_requests, with the reports' own buckets.
create function public.limit_content_reports() returns trigger
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
    wait := public.take_abuse_allowance('content_reports:person:' || (claims ->> 'sub'), 'content_reports_per_person');
  end if;
  if wait = 0 then
    wait := public.take_abuse_allowance('content_reports:address:' || left(coalesce(address, 'unknown'), 64), 'content_reports_per_address');
  end if;
  if wait > 0 then
    perform public.raise_api_error(429, 'over_request_rate_limit', 'Rate Limit Exceeded', 'Please wait a moment and try again.',
      jsonb_build_object('Retry-After', wait::text));
  end if;
  return new;
end
$$;
revoke all on function public.limit_content_reports() from public, anon, authenticated;

create trigger content_reports_rate_limit
  before insert on public.content_reports
  for each row execute function public.limit_content_reports();

create trigger content_reports_row_quota
  after insert on public.content_reports referencing new table as new_rows
  for each statement execute function public.enforce_row_quota();
