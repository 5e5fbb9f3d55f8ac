-- Letters uploaded for the AI explanation: a private bucket of at most 10 MB per file, images and
-- PDFs only. Each person reads, writes and deletes only under their own folder, `<user id>/…`.

insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('letter-uploads', 'letter-uploads', false, 10485760,
        array['image/jpeg', 'image/png', 'image/webp', 'application/pdf'])
on conflict (id) do update
  set public = excluded.public,
      file_size_limit = excluded.file_size_limit,
      allowed_mime_types = excluded.allowed_mime_types;

create policy "People can upload letters into their own folder"
  on storage.objects for insert to authenticated
  with check (bucket_id = 'letter-uploads' and (storage.foldername(name))[1] = (select auth.uid())::text);

create policy "People can read letters in their own folder"
  on storage.objects for select to authenticated
  using (bucket_id = 'letter-uploads' and (storage.foldername(name))[1] = (select auth.uid())::text);

create policy "People can replace letters in their own folder"
  on storage.objects for update to authenticated
  using (bucket_id = 'letter-uploads' and (storage.foldername(name))[1] = (select auth.uid())::text)
  with check (bucket_id = 'letter-uploads' and (storage.foldername(name))[1] = (select auth.uid())::text);

create policy "People can delete letters in their own folder"
  on storage.objects for delete to authenticated
  using (bucket_id = 'letter-uploads' and (storage.foldername(name))[1] = (select auth.uid())::text);
