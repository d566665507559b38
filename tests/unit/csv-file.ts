/**
 * A downloaded CSV file's text as a UTF-8 decoder reads it (it drops the byte order mark, as a
 * browser's Blob#text does), after checking that the file starts with that mark: spreadsheets
 * read the Thai right only then. Bytes, not Blob#text: happy-dom's keeps the mark, jsdom's drops it.
 */
export async function csvText(blob: Blob): Promise<string> {
  const bytes = new Uint8Array(await blob.arrayBuffer());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  return new TextDecoder().decode(bytes);
}
