// Content-Disposition (RFC 6266) for a server-made name that may be Thai: `filename*` carries it
// exactly (RFC 5987/8187: UTF-8, percent-encoded beyond attr-char), and `filename` is an ASCII
// fallback for the few clients that ignore filename*.

/** RFC 5987 attr-char: what may stand unencoded in filename* (encodeURIComponent leaves ' ( ) * too). */
const encodeValue = (name: string) =>
  encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * The name with its non-ASCII runs left out (`ใบกำกับภาษี-IV2569-0001.pdf` → `IV2569-0001.pdf`),
 * without what a quoted-string or an old client's percent-decoding would misread; `download.ext`
 * when nothing readable is left.
 */
function asciiFallback(name: string): string {
  const dot = name.lastIndexOf('.');
  const [stem, extension] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ''];
  const ascii = (text: string) => text.replace(/[^\x20-\x7e]+/g, '').replace(/["\\%]/g, '_');
  const cleaned = ascii(stem)
    .replace(/([ ._-])[ ._-]+/g, '$1')
    .replace(/^[ ._-]+|[ ._-]+$/g, '');
  return `${cleaned || 'download'}${ascii(extension)}`;
}

/** The header's value for a download (`attachment`) or a file shown in place (`inline`). */
export function contentDisposition(kind: 'inline' | 'attachment', name: string): string {
  return `${kind}; filename="${asciiFallback(name)}"; filename*=UTF-8''${encodeValue(name)}`;
}
