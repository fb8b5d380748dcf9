import type { StockItem } from '@shared/kitchen'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from '@/i18n/react'
import PillButton from '@/components/pill-button'
import Popup from '@/components/popup'
import { toastSuccess } from '@/services/toast'
import { createStockItem } from '../api/create-stock-item'
import { updateStockItem } from '../api/update-stock-item'
import { useIngredientSuggest } from '../hooks/use-ingredient-suggest'
import { useLeaveGuard } from '../hooks/use-leave-guard'
import {
  EMPTY_FORM,
  checkStockForm,
  formOf,
  patchOf,
  type StockFormErrors,
  type StockFormValues,
} from '../validation'
import StockForm from './stock-form'
import './stock-form.scss'

interface StockFormPopupProps {
  visible: boolean
  /** Edits this item; adds a new one when left out. */
  item?: StockItem
  onClose: () => void
  onSaved: () => void
}

/**
 * The add / edit sheet: the form, checked here by the server's rules, then sent. What was typed
 * stays until it is saved: closing the sheet (its ×, the mask, the back gesture) and opening it
 * again for the same item, or to add, shows the draft again.
 */
export default function StockFormPopup({ visible, item, onClose, onSaved }: StockFormPopupProps) {
  const { t } = useTranslation()
  const [values, setValues] = useState<StockFormValues>(EMPTY_FORM)
  const [errors, setErrors] = useState<StockFormErrors>({})
  const [typing, setTyping] = useState(false)
  const [busy, setBusy] = useState(false)
  const suggestions = useIngredientSuggest(values.name, visible && typing)
  /** What the values are a draft of ('new', or an item's id); null once saved. */
  const draftOf = useRef<string | null>(null)
  const [dirty, setDirty] = useState(false)
  useLeaveGuard(visible && dirty, t('stock.form.leaveDraft'))

  useEffect(() => {
    if (!visible) return
    const target = item ? `item:${item.id}` : 'new'
    if (draftOf.current === target) return
    draftOf.current = target
    setValues(item ? formOf(item) : EMPTY_FORM)
    setErrors({})
    setTyping(false)
    setDirty(false)
  }, [visible, item])

  const change = (changes: Partial<StockFormValues>) => {
    setValues((v) => ({ ...v, ...changes }))
    setDirty(true)
    if ('name' in changes) setTyping(true)
    setErrors((e) => {
      const next = { ...e }
      for (const key of Object.keys(changes)) delete next[key as keyof StockFormErrors]
      return next
    })
  }

  async function save() {
    if (busy) return
    const checked = checkStockForm(values)
    if (checked.errors) {
      setErrors(checked.errors)
      return
    }
    const patch = item && patchOf(item, checked.input)
    if (patch && Object.keys(patch).length === 0) {
      draftOf.current = null
      onClose()
      return
    }
    setBusy(true)
    try {
      if (item && patch) await updateStockItem(item.id, patch)
      else await createStockItem(checked.input)
      void toastSuccess(item ? t('stock.form.saved') : t('stock.form.added'))
      draftOf.current = null
      setDirty(false)
      onSaved()
      onClose()
    } catch {
      // The request wrapper has shown the server's message; the form keeps what was typed.
    } finally {
      setBusy(false)
    }
  }

  return (
    <Popup
      visible={visible}
      onClose={onClose}
      title={item ? t('stock.form.editTitle') : t('stock.form.addTitle')}
      className='stock-form-popup'
    >
      <StockForm
        values={values}
        onChange={change}
        errors={errors}
        suggestions={suggestions}
        onPickSuggestion={(name) => {
          change({ name })
          setTyping(false)
        }}
      />
      <PillButton
        className='stock-form-popup__submit'
        size='large'
        text={busy ? t('stock.form.saving') : item ? t('stock.form.save') : t('stock.form.add')}
        disabled={busy}
        onClick={() => void save()}
      />
    </Popup>
  )
}
