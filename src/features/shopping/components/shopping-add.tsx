import { Input, View } from '@tarojs/components'
import { useState } from 'react'
import { useTranslation } from '@/i18n/react'
import { SHOPPING_NAME_MAX } from '@shared/shopping'
import PillButton from '@/components/pill-button'

interface ShoppingAddProps {
  onAdd: (text: string) => Promise<boolean>
}

/** "Add an item": a name and, if wanted, an amount at the end ("牛奶 2 盒"). */
export default function ShoppingAdd({ onAdd }: ShoppingAddProps) {
  const { t } = useTranslation()
  const [text, setText] = useState('')
  const [busy, setBusy] = useState(false)
  const send = () => {
    if (busy || !text.trim()) return
    setBusy(true)
    void onAdd(text).then((added) => {
      setBusy(false)
      if (added) setText('')
    })
  }
  return (
    <View className='shopping-add'>
      <Input
        className='shopping-add__input'
        value={text}
        maxlength={SHOPPING_NAME_MAX + 12}
        placeholder={t('shopping.addPlaceholder')}
        aria-label={t('shopping.addPlaceholder')}
        confirmType='done'
        onInput={(event) => setText(event.detail.value)}
        onConfirm={send}
      />
      <PillButton
        className='shopping-add__button'
        text={t('shopping.add')}
        disabled={busy || !text.trim()}
        onClick={send}
      />
    </View>
  )
}
