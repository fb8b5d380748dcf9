import { Input, Text, View } from '@tarojs/components'
import { useTranslation } from '@/i18n/react'
import './search-icon.scss'

interface SearchBarProps {
  value: string
  onInput: (value: string) => void
  /** The keyboard's search key or the "search" button. */
  onSubmit: () => void
  autoFocus: boolean
}

/** The search field with a clear button and a "search" button. */
export default function SearchBar({ value, onInput, onSubmit, autoFocus }: SearchBarProps) {
  const { t } = useTranslation()
  return (
    <View className='search-bar'>
      <View className='search-bar__field'>
        <View className='search-icon' />
        <Input
          className='search-bar__input'
          value={value}
          placeholder={t('search.placeholder')}
          placeholderClass='search-bar__placeholder'
          confirmType='search'
          focus={autoFocus}
          maxlength={40}
          onInput={(event) => onInput(event.detail.value)}
          onConfirm={onSubmit}
        />
        {value !== '' && (
          <View
            className='search-bar__clear'
            role='button'
            aria-label={t('search.clearInput')}
            onClick={() => onInput('')}
          />
        )}
      </View>
      <Text className='search-bar__submit' onClick={onSubmit}>
        {t('search.submit')}
      </Text>
    </View>
  )
}
