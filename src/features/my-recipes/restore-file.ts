import Taro from '@tarojs/taro'

/**
 * Mini-programs: the export went to the clipboard (export-file.ts), so it comes back from there;
 * undefined when the platform refuses to read it.
 */
export async function readExport(): Promise<string | undefined> {
  try {
    return (await Taro.getClipboardData()).data
  } catch {
    return undefined
  }
}
