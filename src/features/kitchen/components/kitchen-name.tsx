import { KITCHEN_NAME_MAX, type Kitchen } from '@shared/kitchen'
import { cleanText, inputMaxLength, textLength } from '@shared/text'
import { Text, View } from '@tarojs/components'
import { useState } from 'react'
import { useTranslation } from '@/i18n/react'
import FormField from '@/components/form-field'
import PillButton from '@/components/pill-button'
import { toastSuccess } from '@/services/toast'
import { updateKitchen } from '../api/update-kitchen'

interface KitchenNameProps {
  kitchen: Kitchen
  onChanged: () => Promise<void>
}

/** The kitchen's name; the owner can rename it (1–40 characters). */
export default function KitchenName({ kitchen, onChanged }: KitchenNameProps) {
  const { t } = useTranslation()
  const [editing, setEditing] = useState(false)
  const [value, setValue] = useState(kitchen.name)
  const [error, setError] = useState<string>()
  const [busy, setBusy] = useState(false)
  const owner = kitchen.role === 'owner'

  async function save() {
    if (busy) return
    // The server's own rule: cleaned (trimmed, invisible-only is blank), counted in characters.
    const name = cleanText(value, 'line')
    if (!name) return setError(t('kitchen.name.required'))
    if (textLength(name) > KITCHEN_NAME_MAX) {
      return setError(t('kitchen.name.tooLong', { max: KITCHEN_NAME_MAX }))
    }
    if (name === kitchen.name) return setEditing(false)
    setBusy(true)
    try {
      await updateKitchen({ name })
      void toastSuccess(t('kitchen.name.saved'))
      setEditing(false)
      await onChanged()
    } catch {
      // Shown by the request wrapper.
    } finally {
      setBusy(false)
    }
  }

  if (editing) {
    return (
      <View className='kitchen-name kitchen-name--editing'>
        <FormField
          name='kitchenName'
          label={t('kitchen.name.label')}
          placeholder={t('kitchen.name.placeholder', { max: KITCHEN_NAME_MAX })}
          value={value}
          maxlength={inputMaxLength(KITCHEN_NAME_MAX)}
          onChange={(next) => {
            setValue(next)
            setError(undefined)
          }}
          error={error}
          onConfirm={() => void save()}
        />
        <View className='kitchen-name__buttons'>
          <PillButton kind='ghost' text={t('kitchen.cancel')} onClick={() => setEditing(false)} />
          <PillButton text={t('kitchen.name.save')} disabled={busy} onClick={() => void save()} />
        </View>
      </View>
    )
  }
  return (
    <View className='kitchen-name'>
      <View className='kitchen-name__text'>
        <Text className='kitchen-name__value'>{kitchen.name}</Text>
        <Text className='kitchen-name__role'>{t(`kitchen.roles.${kitchen.role}`)}</Text>
      </View>
      {owner && (
        <View
          className='kitchen-link kitchen-name__rename'
          role='button'
          onClick={() => {
            setValue(kitchen.name)
            setEditing(true)
          }}
        >
          <Text>{t('kitchen.name.rename')}</Text>
        </View>
      )}
    </View>
  )
}
