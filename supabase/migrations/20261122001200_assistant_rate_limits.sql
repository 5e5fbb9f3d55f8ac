-- The assistant's rate limits (issue 8): how many chat messages one person and one address may
-- send to ai-assistant a minute, counted by the function with the service role. Hosted functions
-- run as many instances as there are requests, so a count kept in memory would not hold; this one
-- does, however many run.
-- Rules: a take is one statement per bucket (insert … on conflict do update … where used < limit),
-- so the row lock decides between concurrent calls and a count never passes its limit; a message is
-- taken from all of its buckets or from none (a refusal by one costs the others nothing); windows
-- are fixed minutes, and ended ones are deleted on the next call, so an address is kept a minute or
-- two, no longer; only the service role may call the function or touch the table.

create table public.assistant_rate_limits (
  -- 'person:<user id>' or 'address:<client address>'.
  bucket text not null check (char_length(bucket) between 1 and 200),
  window_start timestamptz not null,
  used integer not null check (used > 0),
  primary key (bucket, window_start)
);
create index assistant_rate_limits_by_window on public.assistant_rate_limits (window_start);

alter table public.assistant_rate_limits enable row level security;
-- No policies: nobody but the service role (which bypasses row-level security) reads or writes it.
revoke all on public.assistant_rate_limits from anon, authenticated;
grant all on public.assistant_rate_limits to service_role;

-- Takes one message from the person's bucket (when `person` is given) and the address's, in this
-- minute. Answers 0 when taken, else the seconds until the minute ends (for Retry-After). A limit
-- of 0 or less refuses every message.
create function public.take_assistant_message(person text, per_person integer, address text, per_address integer)
returns integer
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  this_window timestamptz := to_timestamp(floor(extract(epoch from now()) / 60) * 60);
begin
  delete from public.assistant_rate_limits r where r.window_start < this_window;
  -- The block is a subtransaction: a refusal by the second bucket undoes the first's take.
  begin
    if take_assistant_message.person is not null then
      insert into public.assistant_rate_limits as r (bucket, window_start, used)
      select 'person:' || take_assistant_message.person, this_window, 1
      where take_assistant_message.per_person > 0
      on conflict (bucket, window_start) do update set used = r.used + 1
        where r.used < take_assistant_message.per_person;
      if not found then
        raise exception 'rate limited';
      end if;
    end if;
    insert into public.assistant_rate_limits as r (bucket, window_start, used)
    select 'address:' || coalesce(take_assistant_message.address, 'unknown'), this_window, 1
    where take_assistant_message.per_address > 0
    on conflict (bucket, window_start) do update set used = r.used + 1
      where r.used < take_assistant_message.per_address;
    if not found then
      raise exception 'rate limited';
    end if;
  exception when raise_exception then
    return greatest(1, ceil(extract(epoch from (this_window + interval '1 minute' - clock_timestamp()))))::integer;
  end;
  return 0;
end
$$;

-- Supabase's default privileges let anon and authenticated execute new functions; this one must
-- not be theirs (anyone could use up another person's messages).
revoke all on function public.take_assistant_message(text, integer, text, integer) from public, anon, authenticated;
grant execute on function public.take_assistant_message(text, integer, text, integer) to service_role;
