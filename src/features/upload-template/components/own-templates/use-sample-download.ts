import { useCallback, useRef, useState } from 'react';
import { saveFile } from 'src/lib/save-file';
import { downloadTemplateSample } from '../../api/template-calls';

/**
 * Downloads a template's sample file and saves it under the server's name (else
 * `<templateCode>-sample.xlsx`). `downloading` holds the codes under way: their buttons wait,
 * and a second click does nothing. A failure reaches the error banner through the API client.
 */
export function useSampleDownload(): {
  download: (templateCode: string) => void;
  downloading: ReadonlySet<string>;
} {
  const pending = useRef(new Set<string>());
  const [downloading, setDownloading] = useState<ReadonlySet<string>>(() => new Set());

  const download = useCallback((templateCode: string) => {
    if (pending.current.has(templateCode)) return;
    pending.current.add(templateCode);
    setDownloading(new Set(pending.current));
    void downloadTemplateSample(templateCode)
      .then(({ blob, fileName }) => saveFile(fileName ?? `${templateCode}-sample.xlsx`, blob))
      .catch(() => undefined)
      .finally(() => {
        pending.current.delete(templateCode);
        setDownloading(new Set(pending.current));
      });
  }, []);

  return { download, downloading };
}
