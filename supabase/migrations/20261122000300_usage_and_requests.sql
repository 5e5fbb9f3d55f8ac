-- The free tier's counter (2 AI letter explanations a month, counted by the server) and the
-- requests for a person's help from the spec's older forms.

create table public.ai_usage (
  user_id uuid not null references auth.users (id) on delete cascade,
  month date not null check (month = date_trunc('month', month)::date),
  letter_explanations integer not null default 0 check (letter_explanations >= 0),
  updated_at timestamptz not null default now(),
  primary key (user_id, month)
);
alter table public.ai_usage enable row level security;
-- People may see what they have used; only the server (service role) counts.
create policy "People can see their own AI usage"
  on public.ai_usage for select to authenticated using ((select auth.uid()) = user_id);
revoke all on public.ai_usage from anon, authenticated;
grant select on public.ai_usage to authenticated;
grant all on public.ai_usage to service_role;

-- Anyone, signed in or not, may ask for help; nobody but the service role reads the requests
-- (they hold names and phone numbers). A signed-in request carries its author, a guest's none.
create table public.help_requests (
  id uuid primary key default gen_random_uuid(),
  user_id uuid default auth.uid() references auth.users (id) on delete cascade,
  kind text not null check (kind in ('letter', 'appointment', 'pack')),
  name text not null check (char_length(name) between 1 and 200),
  whatsapp text not null check (char_length(whatsapp) between 3 and 40),
  preferred_language text not null default 'en' check (preferred_language in ('en', 'es', 'cn')),
  zip text check (zip ~ '^[0-9]{5}$'),
  details jsonb not null default '{}'::jsonb
    check (jsonb_typeof(details) = 'object' and octet_length(details::text) <= 16384),
  created_at timestamptz not null default now()
);
alter table public.help_requests enable row level security;
create policy "Anyone can ask for help, in their own name or none"
  on public.help_requests for insert to anon, authenticated
  with check (user_id is null or user_id = (select auth.uid()));
revoke all on public.help_requests from anon, authenticated;
grant insert on public.help_requests to anon, authenticated;
grant all on public.help_requests to service_role;
