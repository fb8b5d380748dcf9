import { showModal } from '@/services/modal'
import type { ManualMovementReason, StockItem } from '@shared/kitchen'
import { t } from '@/i18n'
import { toastSuccess } from '@/services/toast'
import { THEME } from '@/theme'
import { addMovement } from './api/add-movement'
import { deleteStockItem } from './api/delete-stock-item'
import { quantityText } from './format'

/**
 * What the quick-action sheet and the detail screen do to an item. Each resolves to true when
 * the item changed; a refused call has been shown by the request wrapper (the server's words).
 */
async function run(call: () => Promise<unknown>, done: string): Promise<boolean> {
  try {
    await call()
    void toastSuccess(done)
    return true
  } catch {
    return false
  }
}

async function confirm(title: string, content: string, confirmText: string, danger = false) {
  const answer = await showModal({
    title,
    content,
    // showModal refuses labels over 4 CJK / 8 Latin characters.
    confirmText,
    cancelText: t('stock.confirm.cancel'),
    confirmColor: danger ? '#E5484D' : THEME.primary,
  })
  return answer.confirm
}

export function moveStock(item: StockItem, delta: number, reason: ManualMovementReason) {
  return run(() => addMovement(item.id, { delta, reason }), t('stock.actions.updated'))
}

/** Takes everything left out as `discard`, after asking. */
export async function discardAll(item: StockItem): Promise<boolean> {
  const amount = quantityText(item.quantity, item.unit)
  const ok = await confirm(
    t('stock.confirm.discardTitle', { name: item.name }),
    t('stock.confirm.discardText', { amount }),
    t('stock.confirm.discard'),
    true,
  )
  if (!ok) return false
  return run(
    () => addMovement(item.id, { delta: -item.quantity, reason: 'discard' }),
    t('stock.actions.discarded'),
  )
}

/** Deletes the item and its history, after asking. */
export async function deleteItem(item: StockItem): Promise<boolean> {
  const ok = await confirm(
    t('stock.confirm.deleteTitle', { name: item.name }),
    t('stock.confirm.deleteText'),
    t('stock.confirm.delete'),
    true,
  )
  if (!ok) return false
  return run(() => deleteStockItem(item.id), t('stock.actions.deleted'))
}
