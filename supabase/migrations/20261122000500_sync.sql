-- What the device sync engine needs from the database (DESIGN.md "Data and sync").
--
-- 1. Deletes win over late writes. A phone that was offline may send a record again after another
--    device deleted it (a replay after a crash, an edit made offline). Every delete of a synced
--    record leaves a tombstone, and an insert of a tombstoned id is skipped without an error, so
--    the replay succeeds and the record stays deleted. Record ids are client-made UUIDs, never
--    reused. Tombstones also tell a device which records were deleted elsewhere.
-- 2. The newest write wins. Conversations and profiles may be edited on two devices while offline;
--    each write carries the time it was made (`updated_at`, capped at the server's clock), and an
--    update older than the row's is skipped, so both devices converge on the newest.

create table public.deleted_records (
  id uuid primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  table_name text not null check (table_name in ('activity_log', 'calendar_events', 'ai_conversations')),
  deleted_at timestamptz not null default now()
);
create index deleted_records_user_newest on public.deleted_records (user_id, deleted_at desc);

alter table public.deleted_records enable row level security;

create policy "People can see which of their records were deleted"
  on public.deleted_records for select to authenticated
  using ((select auth.uid()) = user_id);

revoke all on public.deleted_records from anon, authenticated;
grant select on public.deleted_records to authenticated;
grant all on public.deleted_records to service_role;

-- Runs as the owner: people cannot write tombstones themselves, only leave them by deleting.
-- When the whole account is being deleted there is nobody to tell, so nothing is recorded.
create function public.remember_deleted_record() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if exists (select 1 from auth.users where id = old.user_id) then
    insert into public.deleted_records (id, user_id, table_name)
    values (old.id, old.user_id, tg_table_name)
    on conflict (id) do nothing;
  end if;
  return old;
end
$$;
revoke all on function public.remember_deleted_record() from public, anon, authenticated;

create function public.skip_deleted_record() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if exists (select 1 from public.deleted_records where id = new.id) then
    return null;
  end if;
  return new;
end
$$;
revoke all on function public.skip_deleted_record() from public, anon, authenticated;

create trigger activity_log_remember_deleted after delete on public.activity_log
  for each row execute function public.remember_deleted_record();
create trigger calendar_events_remember_deleted after delete on public.calendar_events
  for each row execute function public.remember_deleted_record();
create trigger ai_conversations_remember_deleted after delete on public.ai_conversations
  for each row execute function public.remember_deleted_record();

create trigger activity_log_skip_deleted before insert on public.activity_log
  for each row execute function public.skip_deleted_record();
create trigger calendar_events_skip_deleted before insert on public.calendar_events
  for each row execute function public.skip_deleted_record();
create trigger ai_conversations_skip_deleted before insert on public.ai_conversations
  for each row execute function public.skip_deleted_record();

-- A writer that sends updated_at says when its change was made; one that does not gets now().
create function public.keep_newest_write() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.updated_at is distinct from old.updated_at then
    new.updated_at := least(new.updated_at, now());
    if new.updated_at < old.updated_at then
      return null;
    end if;
  else
    new.updated_at := now();
  end if;
  return new;
end
$$;
revoke all on function public.keep_newest_write() from public, anon, authenticated;

drop trigger profiles_set_updated_at on public.profiles;
create trigger profiles_keep_newest_write
  before update on public.profiles
  for each row execute function public.keep_newest_write();

drop trigger ai_conversations_set_updated_at on public.ai_conversations;
create trigger ai_conversations_keep_newest_write
  before update on public.ai_conversations
  for each row execute function public.keep_newest_write();
