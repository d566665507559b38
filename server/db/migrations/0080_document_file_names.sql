-- A document's files are named after the document, as people read them (ใบกำกับภาษี-IV2569-0001.pdf):
-- Thai letters and spaces are welcome in a download name; what could break a path, a header or a
-- reader's eye is not (server/files/file-names.ts makes the names; this is the safety net):
-- control characters (C0 and C1), slash, backslash, quotes, backtick, invisible and
-- direction-changing characters, a leading dot, space or hyphen, a trailing space or dot.
ALTER TABLE stored_file DROP CONSTRAINT stored_file_download_name_check;
ALTER TABLE stored_file ADD CONSTRAINT stored_file_download_name_check CHECK (
  char_length(download_name) BETWEEN 1 AND 200
  AND download_name !~ '[\x01-\x1f\x7f-\x9f/\\"''`\u2028\u2029\u200b-\u200f\u202a-\u202e\u2066-\u2069]'
  AND download_name !~ '^[ .-]|[ .]$'
);
