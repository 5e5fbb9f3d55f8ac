-- Portuguese (Brazil) and Haitian Creole join English, Spanish and Chinese: a profile, a request
-- for help and a content report may be in 'pt' or 'ht' (the stored codes, src/core/language.ts),
-- and a new account's language chosen at sign-up is kept when it is one of the five.

alter table public.profiles drop constraint profiles_preferred_language_check;
alter table public.profiles
  add constraint profiles_preferred_language_check check (preferred_language in ('en', 'es', 'cn', 'pt', 'ht'));

alter table public.help_requests drop constraint help_requests_preferred_language_check;
alter table public.help_requests
  add constraint help_requests_preferred_language_check check (preferred_language in ('en', 'es', 'cn', 'pt', 'ht'));

alter table public.content_reports drop constraint content_reports_language_check;
alter table public.content_reports
  add constraint content_reports_language_check check (language in ('en', 'es', 'cn', 'pt', 'ht'));

create or replace function public.create_profile_for_new_user() returns trigger
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
    case when language_choice in ('en', 'es', 'cn', 'pt', 'ht') then language_choice else 'en' end
  );
  return new;
end
$$;
revoke all on function public.create_profile_for_new_user() from public, anon, authenticated;
