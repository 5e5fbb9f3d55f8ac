-- Reminder e-mails for calendar events (the send-reminders function). A run claims the events due
-- in the next 24 hours, mails each owner, then marks the event sent. The claim is a lease
-- (reminder_claimed_at): two runs at once never claim the same row (for update skip locked), and a
-- run that dies after claiming leaves a lease that expires, so a later run sends the reminder then.
-- Rules: only the service role may call these functions (they read every person's e-mail address);
-- a reminder is marked sent only after the mail server accepted it; a sent reminder is never
-- claimed again.

alter table public.calendar_events add column reminder_claimed_at timestamptz;

-- Claims up to batch_size due events whose reminder has not gone out and whose previous claim (if
-- any) is older than lease_seconds, and answers what the mail needs. Events of accounts without an
-- e-mail address are left alone: there is nobody to mail.
create function public.claim_due_reminders(lease_seconds integer default 900, batch_size integer default 50)
returns table (
  event_id uuid,
  title text,
  description text,
  event_date timestamptz,
  event_type text,
  email text,
  preferred_language text
)
language sql
volatile
security definer
set search_path = ''
as $$
  with due as (
    select e.id
    from public.calendar_events e
    where e.reminder_sent_at is null
      and e.event_date >= now()
      and e.event_date <= now() + interval '24 hours'
      and (e.reminder_claimed_at is null or e.reminder_claimed_at <= now() - make_interval(secs => lease_seconds))
      and exists (select 1 from auth.users u where u.id = e.user_id and u.email is not null and u.deleted_at is null)
    order by e.event_date
    limit least(greatest(batch_size, 1), 500)
    for update of e skip locked
  ),
  claimed as (
    update public.calendar_events e
    set reminder_claimed_at = now()
    from due
    where e.id = due.id
    returning e.id, e.user_id, e.title, e.description, e.event_date, e.event_type
  )
  select c.id, c.title, c.description, c.event_date, c.event_type, u.email::text,
         coalesce(p.preferred_language, 'en')
  from claimed c
  join auth.users u on u.id = c.user_id
  left join public.profiles p on p.id = c.user_id
  order by c.event_date
$$;

-- After the mail server accepted the mail. True when this call marked it (false: already marked).
create function public.mark_reminder_sent(event_id uuid) returns boolean
language sql
volatile
security definer
set search_path = ''
as $$
  with marked as (
    update public.calendar_events e
    set reminder_sent_at = now()
    where e.id = mark_reminder_sent.event_id and e.reminder_sent_at is null
    returning 1
  )
  select exists (select 1 from marked)
$$;

-- After a failed send: the next run may try again at once instead of waiting out the lease.
create function public.release_reminder_claim(event_id uuid) returns boolean
language sql
volatile
security definer
set search_path = ''
as $$
  with released as (
    update public.calendar_events e
    set reminder_claimed_at = null
    where e.id = release_reminder_claim.event_id and e.reminder_sent_at is null
    returning 1
  )
  select exists (select 1 from released)
$$;

-- Supabase's default privileges let anon and authenticated execute new functions; these must not.
revoke all on function public.claim_due_reminders(integer, integer) from public, anon, authenticated;
revoke all on function public.mark_reminder_sent(uuid) from public, anon, authenticated;
revoke all on function public.release_reminder_claim(uuid) from public, anon, authenticated;
grant execute on function public.claim_due_reminders(integer, integer) to service_role;
grant execute on function public.mark_reminder_sent(uuid) to service_role;
grant execute on function public.release_reminder_claim(uuid) to service_role;

-- A person adds events with neither reminder column set: only the reminder run claims and marks.
alter policy "People can add their own calendar events" on public.calendar_events
  with check ((select auth.uid()) = user_id and reminder_sent_at is null and reminder_claimed_at is null);
