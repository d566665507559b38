// The form kept and served (docs/security.md, "PDF forms"): never the uploaded bytes, but a new
// PDF made by pdf-lib with the uploaded pages' look only — each page's boxes, rotation, content
// streams and resources. Nothing else of the upload is carried over: no catalog entries (open
// action, names trees, AcroForm and XFA, outlines), no annotations (links, attachments, widgets),
// no page actions. Whatever the resources still point at is scrubbed of actions, scripts and
// files, and objects no longer reachable are left out of the file.
import {
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFName,
  PDFObjectCopier,
  PDFRef,
  PDFStream,
  type PDFContext,
  type PDFObject,
} from 'pdf-lib';

/** Keys that hold actions, scripts, forms, files or links, wherever they appear. */
const DROPPED_KEYS = [
  'JS',
  'JavaScript',
  'A',
  'AA',
  'OpenAction',
  'AcroForm',
  'XFA',
  'Names',
  'Dests',
  'EmbeddedFile',
  'EmbeddedFiles',
  'Annots',
  'URI',
  'Outlines',
  'Threads',
  'Collection',
  // A stream whose data lives in another file (PDF 32000-1, 7.3.8.2).
  'F',
  'FFilter',
  'FDecodeParms',
].map((key) => PDFName.of(key));

/** Dictionaries that are an action, an annotation or a file, whatever refers to them. */
const DROPPED_TYPES = new Set(['Action', 'Annot', 'Filespec', 'EmbeddedFile']);

export async function rewriteForm(source: PDFDocument): Promise<Uint8Array> {
  const out = await PDFDocument.create({ updateMetadata: false });
  const copier = PDFObjectCopier.for(source.context, out.context);
  for (const page of source.getPages()) {
    const media = page.getMediaBox();
    const crop = page.getCropBox();
    const copy = out.addPage([media.width, media.height]);
    copy.setMediaBox(media.x, media.y, media.width, media.height);
    copy.setCropBox(crop.x, crop.y, crop.width, crop.height);
    copy.setRotation(page.getRotation());
    const resources = page.node.Resources();
    if (resources) copy.node.set(PDFName.of('Resources'), copier.copy(resources));
    const contents = page.node.get(PDFName.of('Contents'));
    if (contents) {
      const copied = copier.copy(contents);
      copy.node.set(
        PDFName.of('Contents'),
        copied instanceof PDFStream ? out.context.register(copied) : copied,
      );
    }
  }
  scrub(out.context);
  dropUnreachable(out.context);
  return out.save();
}

function dictOf(object: PDFObject | undefined): PDFDict | undefined {
  if (object instanceof PDFDict) return object;
  if (object instanceof PDFStream) return object.dict;
  return undefined;
}

function isDropped(context: PDFContext, value: PDFObject): boolean {
  const dict = dictOf(value instanceof PDFRef ? context.lookup(value) : value);
  if (!dict) return false;
  const type = dict.get(PDFName.of('Type'));
  if (type instanceof PDFName && DROPPED_TYPES.has(type.decodeText())) return true;
  // An action need not say /Type: its /S names the kind (GoTo, URI, Launch, JavaScript …).
  return isActionLike(dict);
}

function isActionLike(dict: PDFDict): boolean {
  const kind = dict.get(PDFName.of('S'));
  return (
    kind instanceof PDFName &&
    [
      'GoTo',
      'GoToR',
      'GoToE',
      'Launch',
      'URI',
      'JavaScript',
      'SubmitForm',
      'ImportData',
      'Rendition',
    ].includes(kind.decodeText())
  );
}

/** Removes the dropped keys and every reference to a dropped dictionary, in every object. */
function scrub(context: PDFContext): void {
  const stack: PDFObject[] = context.enumerateIndirectObjects().map(([, object]) => object);
  const seen = new Set<PDFObject>();
  while (stack.length) {
    const object = stack.pop()!;
    if (seen.has(object) || object instanceof PDFRef) continue;
    seen.add(object);
    const dict = dictOf(object);
    if (dict) {
      for (const key of DROPPED_KEYS) dict.delete(key);
      for (const [key, value] of dict.entries()) {
        if (isDropped(context, value)) dict.delete(key);
        else stack.push(value);
      }
    } else if (object instanceof PDFArray) {
      for (let i = 0; i < object.size(); i++) {
        const value = object.get(i);
        if (isDropped(context, value)) object.set(i, context.obj(null));
        else stack.push(value);
      }
    }
  }
}

/** pdf-lib writes every object it holds: keep only those the document still refers to. */
function dropUnreachable(context: PDFContext): void {
  const reached = new Set<string>();
  const stack: PDFObject[] = [context.trailerInfo.Root, context.trailerInfo.Info].filter(
    (root): root is PDFObject => root !== undefined,
  );
  while (stack.length) {
    const object = stack.pop()!;
    if (object instanceof PDFRef) {
      if (reached.has(object.tag)) continue;
      reached.add(object.tag);
      const target = context.lookup(object);
      if (target) stack.push(target);
      continue;
    }
    const dict = dictOf(object);
    if (dict) for (const [, value] of dict.entries()) stack.push(value);
    else if (object instanceof PDFArray) for (let i = 0; i < object.size(); i++) stack.push(object.get(i));
  }
  for (const [ref] of context.enumerateIndirectObjects()) if (!reached.has(ref.tag)) context.delete(ref);
}
