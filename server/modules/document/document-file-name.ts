// The name a document's PDF or XML is downloaded and mailed under: its title and number as people
// read them (ใบกำกับภาษี-IV2569-0001.pdf), made safe for a path, a header and a mail part whatever
// the number holds (a slash, a space, Thai).
import { readableFileName } from '../../files/file-names';

export function documentFileName(title: string, documentNo: string, extension: 'pdf' | 'xml'): string {
  return readableFileName(`${title}-${documentNo}`, extension, 'document');
}
