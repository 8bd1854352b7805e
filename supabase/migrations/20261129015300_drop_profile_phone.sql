-- Student profiles no longer ask for a phone number: the product never used it, and many students
-- are minors (data minimisation). The numbers saved so far are deleted from user_metadata. The
-- user_metadata trigger keeps its 30-character cap on `phone`, so an old client that still sends
-- one cannot store a long value; nothing reads it.

update auth.users
set raw_user_meta_data = raw_user_meta_data - 'phone'
where raw_user_meta_data ? 'phone';
