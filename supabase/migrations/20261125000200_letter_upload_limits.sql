-- Uploaded letters (issue 14, items 8 and 9), in SQL so it holds on hosted Supabase too, where
-- the storage service runs these policies as the caller:
-- 1. Only a live session may use the bucket. A person's access token stays valid for up to an hour
--    after they sign out or delete their account; its session row (claim session_id) is gone at
--    once, and the policies ask for it, so such a token can no longer upload, read, replace or
--    delete letters (and nothing is left behind that no account owns).
-- 2. Each person keeps at most 30 letters and 150 MB in letter-uploads. A letter is uploaded only
--    for an AI explanation (2 free a month, a failed one given back and tried again) and deleted
--    after LETTER_RETENTION_DAYS (default 30) by sweep-letter-uploads, so a real person keeps a
--    handful; 30 files is many months of heavy use, and 150 MB is fifteen files at the bucket's
--    10 MB limit each (a phone photo is 2 to 5 MB). The limits only stop a script filling the disk.
-- 3. What sweep-letter-uploads removes: objects whose owner folder names no existing account, and
--    objects older than the retention period. It reads the names here and removes them through
--    the storage API (hosted storage refuses deletes of storage.objects rows in SQL).
-- Rules: the quota refusal is SQLSTATE 42501 with a message starting `letter_upload_quota:`,
-- which the storage service passes on (HTTP 403) and the app recognises; one person's uploads
-- are counted one at a time (an advisory lock), so uploads sent at once cannot pass the limit
-- together; the functions are security definer with an empty search_path and only the roles
-- that need them may call them.

-- The caller's session (claims sub and session_id) still exists and has not passed its not_after.
create function public.caller_session_is_live() returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1
    from auth.sessions s
    where s.user_id = auth.uid()
      and s.id = case
        when auth.jwt() ->> 'session_id' ~ '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$'
          then (auth.jwt() ->> 'session_id')::uuid
      end
      and (s.not_after is null or s.not_after > now())
  )
$$;

-- A letter's size as the storage service records it (metadata.size); 0 before it knows it.
create function public.letter_upload_size(object_metadata jsonb) returns bigint
language sql
immutable
set search_path = ''
as $$
  select case when jsonb_typeof(object_metadata -> 'size') = 'number' then (object_metadata ->> 'size')::numeric::bigint else 0 end
$$;

-- Whether the caller may keep this object (the new or changed row) on top of their other letters:
-- false for anything but a letter in their own folder with a live session (the policy's other
-- conditions, checked here again because PostgreSQL may evaluate them in any order); raises
-- letter_upload_quota when it would pass 30 letters or 150 MB.
create function public.letter_upload_fits(bucket text, object_id uuid, object_name text, object_metadata jsonb) returns boolean
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  max_letters constant integer := 30;
  max_bytes constant bigint := 150 * 1024 * 1024;
  person uuid := auth.uid();
  kept integer;
  kept_bytes bigint;
begin
  if bucket is distinct from 'letter-uploads' or person is null or object_name is null
     or object_name not like person::text || '/%'
     or not public.caller_session_is_live() then
    return false;
  end if;
  -- Held until the upload commits. The count below runs after it (a volatile function's query
  -- takes a fresh snapshot), so it sees an upload that was waiting on the same lock.
  perform pg_advisory_xact_lock(hashtextextended('letter-uploads:' || person::text, 0));
  select count(*), coalesce(sum(public.letter_upload_size(o.metadata)), 0)
  into kept, kept_bytes
  from storage.objects o
  where o.bucket_id = 'letter-uploads'
    and o.name like person::text || '/%'
    -- The object being replaced (an upsert of the same name, an update of the same row) is not kept twice.
    and o.id is distinct from object_id
    and o.name is distinct from object_name;
  if kept + 1 > max_letters or kept_bytes + public.letter_upload_size(object_metadata) > max_bytes then
    raise exception using
      errcode = '42501',
      message = format('letter_upload_quota: each person may keep at most %s letters and %s MB for AI explanations; older letters are deleted after a while.', max_letters, max_bytes / 1024 / 1024),
      hint = 'Explain this letter on the phone, or try again once older letters are deleted.';
  end if;
  return true;
end
$$;

revoke all on function public.caller_session_is_live() from public, anon;
revoke all on function public.letter_upload_fits(text, uuid, text, jsonb) from public, anon;
-- Policies run with the caller's rights, so the caller must be able to call what they use.
grant execute on function public.caller_session_is_live() to authenticated, service_role;
grant execute on function public.letter_upload_fits(text, uuid, text, jsonb) to authenticated, service_role;
grant execute on function public.letter_upload_size(jsonb) to authenticated, service_role;

drop policy "People can upload letters into their own folder" on storage.objects;
drop policy "People can read letters in their own folder" on storage.objects;
drop policy "People can replace letters in their own folder" on storage.objects;
drop policy "People can delete letters in their own folder" on storage.objects;

create policy "People with a live session can upload letters into their own folder, within their quota"
  on storage.objects for insert to authenticated
  with check (
    bucket_id = 'letter-uploads'
    and (storage.foldername(name))[1] = (select auth.uid())::text
    and (select public.caller_session_is_live())
    and public.letter_upload_fits(bucket_id, id, name, metadata)
  );

create policy "People with a live session can read letters in their own folder"
  on storage.objects for select to authenticated
  using (
    bucket_id = 'letter-uploads'
    and (storage.foldername(name))[1] = (select auth.uid())::text
    and (select public.caller_session_is_live())
  );

create policy "People with a live session can replace letters in their own folder, within their quota"
  on storage.objects for update to authenticated
  using (
    bucket_id = 'letter-uploads'
    and (storage.foldername(name))[1] = (select auth.uid())::text
    and (select public.caller_session_is_live())
  )
  with check (
    bucket_id = 'letter-uploads'
    and (storage.foldername(name))[1] = (select auth.uid())::text
    and (select public.caller_session_is_live())
    and public.letter_upload_fits(bucket_id, id, name, metadata)
  );

create policy "People with a live session can delete letters in their own folder"
  on storage.objects for delete to authenticated
  using (
    bucket_id = 'letter-uploads'
    and (storage.foldername(name))[1] = (select auth.uid())::text
    and (select public.caller_session_is_live())
  );

-- What sweep-letter-uploads removes next, oldest first: objects in a folder that names no account
-- ('orphaned') and objects not replaced for `retention_days` ('expired').
create function public.letter_uploads_to_sweep(retention_days integer, batch_size integer default 100)
returns table (name text, reason text)
language sql
stable
security definer
set search_path = ''
as $$
  select o.name, case when u.id is null then 'orphaned' else 'expired' end
  from storage.objects o
  left join auth.users u on u.id = case
    when (storage.foldername(o.name))[1] ~ '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$'
      then ((storage.foldername(o.name))[1])::uuid
  end
  where o.bucket_id = 'letter-uploads'
    and (u.id is null or coalesce(o.updated_at, o.created_at) < now() - make_interval(days => letter_uploads_to_sweep.retention_days))
  order by coalesce(o.updated_at, o.created_at), o.name
  limit greatest(letter_uploads_to_sweep.batch_size, 0)
$$;

-- Only the service role sweeps: the list names everyone's letters.
revoke all on function public.letter_uploads_to_sweep(integer, integer) from public, anon, authenticated;
grant execute on function public.letter_uploads_to_sweep(integer, integer) to service_role;
