-- A file's bytes may live in an S3-compatible bucket (FILE_STORE_URL, docs/file-store.md): its row
-- keeps the description and content is NULL; the object's key is the file id. Rows stored before
-- keep their bytes here and are read from here.
ALTER TABLE stored_file ALTER COLUMN content DROP NOT NULL;
