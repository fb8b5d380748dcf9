import Taro from '@tarojs/taro'

export interface ModalOptions {
  title?: string
  content?: string
  showCancel?: boolean
  cancelText?: string
  confirmText?: string
  confirmColor?: string
}

/**
 * A question with one or two buttons (Taro's showModal: labels of at most 4 CJK or 8 Latin
 * characters on WeChat). H5 draws its own (modal.h5.ts).
 */
export async function showModal(options: ModalOptions): Promise<{ confirm: boolean }> {
  const { confirm } = await Taro.showModal(options)
  return { confirm }
}
