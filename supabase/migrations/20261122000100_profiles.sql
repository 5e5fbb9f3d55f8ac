-- Profiles: one per person, created from the sign-up form's metadata by a trigger on auth.users.
-- Owners read and edit their own; nobody else, and the anonymous role nothing at all.

create table public.profiles (
  id uuid primary key references auth.users (id) on delete cascade,
  email text check (char_length(email) <= 320),
  first_name text check (char_length(first_name) <= 100),
  last_name text check (char_length(last_name) <= 100),
  phone text check (char_length(phone) <= 40),
  preferred_language text not null default 'en' check (preferred_language in ('en', 'es', 'cn')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

alter table public.profiles enable row level security;

create policy "People can see their own profile"
  on public.profiles for select to authenticated
  using ((select auth.uid()) = id);

create policy "People can create their own profile"
  on public.profiles for insert to authenticated
  with check ((select auth.uid()) = id);

create policy "People can change their own profile"
  on public.profiles for update to authenticated
  using ((select auth.uid()) = id)
  with check ((select auth.uid()) = id);

revoke all on public.profiles from anon, authenticated;
grant select, insert, update on public.profiles to authenticated;
grant all on public.profiles to service_role;

-- Keeps updated_at true whoever writes the row; shared by the tables that have one.
create function public.set_updated_at() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := now();
  return new;
end
$$;
revoke all on function public.set_updated_at() from public, anon, authenticated;

create trigger profiles_set_updated_at
  before update on public.profiles
  for each row execute function public.set_updated_at();

-- A new account gets its profile at once, from what the sign-up form sent as metadata. Runs as
-- the table owner: the person signing up has no session yet.
create function public.create_profile_for_new_user() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  language_choice text := new.raw_user_meta_data ->> 'preferred_language';
begin
  insert into public.profiles (id, email, first_name, last_name, preferred_language)
  values (
    new.id,
    new.email,
    left(new.raw_user_meta_data ->> 'first_name', 100),
    left(new.raw_user_meta_data ->> 'last_name', 100),
    case when language_choice in ('en', 'es', 'cn') then language_choice else 'en' end
  );
  return new;
end
$$;
revoke all on function public.create_profile_for_new_user() from public, anon, authenticated;

create trigger on_auth_user_created
  after insert on auth.users
  for each row execute function public.create_profile_for_new_user();
