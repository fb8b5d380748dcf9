import Taro from '@tarojs/taro'

/** Puts text on the phone's clipboard; rejects when the platform refuses. H5: clipboard.h5.ts. */
export async function copyText(text: string): Promise<void> {
  await Taro.setClipboardData({ data: text })
}
