/** Saves a Blob as a file through a temporary link (the browser's download). */
export function saveFile(fileName: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Some browsers start the download after the click returns: free the URL a little later.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
