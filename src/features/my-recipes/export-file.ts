import { copyText } from '@/services/clipboard'

/**
 * Mini-programs: no download folder a cook can open, so the export goes to the clipboard, to be
 * pasted into a note or a chat with oneself (and pasted back through "paste text" later).
 */
export async function keepExport(json: string): Promise<'saved' | 'copied'> {
  await copyText(json)
  return 'copied'
}
