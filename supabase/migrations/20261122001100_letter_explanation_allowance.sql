-- The free tier's counting (2 AI letter explanations a person a month, spec section 9), done by
-- analyze-letter with the service role. The month is Massachusetts' calendar month. A call takes
-- one explanation before it asks the model and gives it back if no AI answer came of it, so a
-- failure costs nothing and two calls at once can never both take the last one.
-- Rules: taking is a single statement (insert … on conflict do update … where used < limit), so
-- the row lock decides between concurrent calls; a count never goes below zero; only the service
-- role may call these (people read their own ai_usage row, never write it).

-- The calendar month (its first day) on Massachusetts' calendar at `moment`.
create function public.letter_explanation_month(moment timestamptz default now()) returns date
language sql
stable
set search_path = ''
as $$
  select date_trunc('month', letter_explanation_month.moment at time zone 'America/New_York')::date
$$;

-- Takes one explanation from this month's allowance: answers the month and how many are now used,
-- or no row when none was left.
create function public.take_letter_explanation(person uuid, monthly_limit integer default 2)
returns table (month date, used integer)
language sql
volatile
security definer
set search_path = ''
as $$
  insert into public.ai_usage as u (user_id, month, letter_explanations, updated_at)
  select take_letter_explanation.person, public.letter_explanation_month(), 1, now()
  where take_letter_explanation.monthly_limit > 0
  on conflict (user_id, month) do update
    set letter_explanations = u.letter_explanations + 1, updated_at = now()
    where u.letter_explanations < take_letter_explanation.monthly_limit
  returning u.month, u.letter_explanations
$$;

-- Gives back one explanation taken for `for_month` (no AI answer came of it). Answers how many are
-- used after, or null when there was nothing to give back.
create function public.return_letter_explanation(person uuid, for_month date) returns integer
language sql
volatile
security definer
set search_path = ''
as $$
  update public.ai_usage u
  set letter_explanations = u.letter_explanations - 1, updated_at = now()
  where u.user_id = return_letter_explanation.person
    and u.month = return_letter_explanation.for_month
    and u.letter_explanations > 0
  returning u.letter_explanations
$$;

-- How many explanations the person has used this month (0 with no row yet).
create function public.letter_explanations_used(person uuid) returns integer
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce((
    select u.letter_explanations from public.ai_usage u
    where u.user_id = letter_explanations_used.person and u.month = public.letter_explanation_month()
  ), 0)
$$;

-- Supabase's default privileges let anon and authenticated execute new functions; these must not
-- (a person could give themselves more explanations). The month is harmless and shared.
revoke all on function public.take_letter_explanation(uuid, integer) from public, anon, authenticated;
revoke all on function public.return_letter_explanation(uuid, date) from public, anon, authenticated;
revoke all on function public.letter_explanations_used(uuid) from public, anon, authenticated;
grant execute on function public.take_letter_explanation(uuid, integer) to service_role;
grant execute on function public.return_letter_explanation(uuid, date) to service_role;
grant execute on function public.letter_explanations_used(uuid) to service_role;
grant execute on function public.letter_explanation_month(timestamptz) to anon, authenticated, service_role;
