/** H5 cannot install anything: the download opens in the browser. */
export async function openDownload(url: string): Promise<void> {
  window.open(url, '_blank', 'noopener')
}
