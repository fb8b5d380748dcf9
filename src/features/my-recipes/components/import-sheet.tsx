import { Text, Textarea, View } from '@tarojs/components'
import { useEffect, useState } from 'react'
import type { RecipeImportDraft } from '@shared/my-recipes'
import { useTranslation } from '@/i18n/react'
import FormField from '@/components/form-field'
import PillButton from '@/components/pill-button'
import Popup from '@/components/popup'
import { importRecipe } from '../api/import-recipe'
import FieldError from './field-error'

export type ImportKind = 'link' | 'text'

interface ImportSheetProps {
  kind: ImportKind | null
  onClose: () => void
  /** The draft read; the sheet closes once this resolves true (the cook may decline it). */
  onDraft: (draft: RecipeImportDraft) => Promise<boolean>
}

const LINK = /^https?:\/\/[^\s/?#]+\S*$/i
/** Pasted text is cut here: a page or two of recipe, not a book. */
const TEXT_MAX = 20_000

/** "Import from a link" or "paste text": asks the server for a draft to fill the form with. */
export default function ImportSheet({ kind, onClose, onDraft }: ImportSheetProps) {
  const { t } = useTranslation()
  const [url, setUrl] = useState('')
  const [text, setText] = useState('')
  const [error, setError] = useState<string | undefined>()
  const [busy, setBusy] = useState(false)
  useEffect(() => setError(undefined), [kind])

  async function submit() {
    if (busy || !kind) return
    const link = url.trim()
    const pasted = text.trim()
    if (kind === 'link' && !LINK.test(link)) return setError(t('myRecipes.import.linkInvalid'))
    if (kind === 'text' && !pasted) return setError(t('myRecipes.import.textEmpty'))
    const source = kind === 'link' ? { url: link } : { text: pasted }
    setError(undefined)
    setBusy(true)
    try {
      const draft = await importRecipe(source)
      if (await onDraft(draft)) onClose()
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure))
    } finally {
      setBusy(false)
    }
  }

  const title = kind === 'text' ? t('myRecipes.import.textTitle') : t('myRecipes.import.linkTitle')
  return (
    <Popup visible={kind !== null} onClose={onClose} title={title} className='import-sheet'>
      <View className={`import-sheet__body import-sheet__body--${kind ?? 'link'}`}>
        {kind === 'link' ? (
          <FormField
            name='importUrl'
            label={t('myRecipes.import.linkLabel')}
            placeholder={t('myRecipes.import.linkPlaceholder')}
            value={url}
            maxlength={2000}
            onChange={setUrl}
            onConfirm={() => void submit()}
            error={error}
          />
        ) : (
          <View className='import-sheet__text'>
            <Text className='edit-label'>{t('myRecipes.import.textLabel')}</Text>
            <Textarea
              className='edit-textarea import-sheet__area'
              value={text}
              placeholder={t('myRecipes.import.textPlaceholder')}
              maxlength={TEXT_MAX}
              onInput={(event) => setText(event.detail.value)}
            />
            <FieldError text={error} />
          </View>
        )}
        <Text className='import-sheet__hint'>
          {kind === 'text' ? t('myRecipes.import.textHint') : t('myRecipes.import.linkHint')}
        </Text>
        <PillButton
          className='import-sheet__submit'
          size='large'
          text={busy ? t('myRecipes.import.importing') : t('myRecipes.import.submit')}
          disabled={busy}
          onClick={() => void submit()}
        />
      </View>
    </Popup>
  )
}
