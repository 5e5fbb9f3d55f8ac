-- A signed-in person's history: assistant conversations, the activity log and calendar events.
-- Every row belongs to one person (user_id defaults to the caller) and only they can see it.
-- Activity and calendar rows are written once and deleted, never edited (DESIGN.md "Data and sync");
-- only the reminder job (service role) marks a calendar event's reminder as sent.

create table public.ai_conversations (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  title text check (char_length(title) <= 200),
  messages jsonb not null default '[]'::jsonb check (jsonb_typeof(messages) = 'array'),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index ai_conversations_user_newest on public.ai_conversations (user_id, updated_at desc);
create trigger ai_conversations_set_updated_at
  before update on public.ai_conversations
  for each row execute function public.set_updated_at();

create table public.activity_log (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  activity_type text not null check (char_length(activity_type) between 1 and 120),
  activity_description text check (char_length(activity_description) <= 2000),
  metadata jsonb,
  created_at timestamptz not null default now()
);
create index activity_log_user_newest on public.activity_log (user_id, created_at desc);

create table public.calendar_events (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  title text not null check (char_length(title) between 1 and 200),
  description text check (char_length(description) <= 2000),
  event_date timestamptz not null,
  event_type text not null check (event_type in ('letter_deadline', 'appointment')),
  metadata jsonb,
  reminder_sent_at timestamptz,
  created_at timestamptz not null default now()
);
create index calendar_events_user_by_date on public.calendar_events (user_id, event_date);
-- The reminder job's query: events coming up whose reminder has not gone out.
create index calendar_events_reminders_due on public.calendar_events (event_date) where reminder_sent_at is null;

alter table public.ai_conversations enable row level security;
alter table public.activity_log enable row level security;
alter table public.calendar_events enable row level security;

create policy "People can see their own conversations"
  on public.ai_conversations for select to authenticated using ((select auth.uid()) = user_id);
create policy "People can start their own conversations"
  on public.ai_conversations for insert to authenticated with check ((select auth.uid()) = user_id);
create policy "People can change their own conversations"
  on public.ai_conversations for update to authenticated
  using ((select auth.uid()) = user_id) with check ((select auth.uid()) = user_id);
create policy "People can delete their own conversations"
  on public.ai_conversations for delete to authenticated using ((select auth.uid()) = user_id);

create policy "People can see their own activity"
  on public.activity_log for select to authenticated using ((select auth.uid()) = user_id);
create policy "People can record their own activity"
  on public.activity_log for insert to authenticated with check ((select auth.uid()) = user_id);
create policy "People can delete their own activity"
  on public.activity_log for delete to authenticated using ((select auth.uid()) = user_id);

create policy "People can see their own calendar events"
  on public.calendar_events for select to authenticated using ((select auth.uid()) = user_id);
create policy "People can add their own calendar events"
  on public.calendar_events for insert to authenticated
  with check ((select auth.uid()) = user_id and reminder_sent_at is null);
create policy "People can delete their own calendar events"
  on public.calendar_events for delete to authenticated using ((select auth.uid()) = user_id);

revoke all on public.ai_conversations, public.activity_log, public.calendar_events from anon, authenticated;
grant select, insert, update, delete on public.ai_conversations to authenticated;
grant select, insert, delete on public.activity_log to authenticated;
grant select, insert, delete on public.calendar_events to authenticated;
grant all on public.ai_conversations, public.activity_log, public.calendar_events to service_role;
