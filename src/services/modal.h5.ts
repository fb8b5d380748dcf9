import { showModalH5 } from '@/components/dialogs-h5/modal'
import type { ModalOptions } from './modal'

/** H5: the question card of components/dialogs-h5 instead of Taro's H5 modal. */
export async function showModal(options: ModalOptions): Promise<{ confirm: boolean }> {
  const { confirm } = await showModalH5(options)
  return { confirm }
}
