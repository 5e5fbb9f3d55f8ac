-- Book & Prepare's monitor form (spec: name, phone, preferred dates and times) is kept as a help
-- request of its own kind, beside the letter, appointment and pack requests. The `whatsapp` column
-- is the number to reach the person on: a WhatsApp number for the request forms, a phone for the
-- monitor form.
alter table public.help_requests drop constraint help_requests_kind_check;
alter table public.help_requests
  add constraint help_requests_kind_check check (kind in ('letter', 'appointment', 'pack', 'monitor'));
comment on column public.help_requests.whatsapp is
  'The number to reach the person on: WhatsApp for the request forms, a phone for the monitor form.';
