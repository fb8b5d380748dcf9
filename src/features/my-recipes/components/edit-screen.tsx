import { Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { useState } from 'react'
import type { RecipeImportDraft } from '@shared/my-recipes'
import { t } from '@/i18n'
import { useTranslation } from '@/i18n/react'
import EmptyState from '@/components/empty-state'
import NavBar from '@/components/nav-bar'
import OfflineState from '@/components/offline-state'
import PillButton from '@/components/pill-button'
import { SkeletonLine } from '@/components/skeleton'
import { urlOf } from '@/routes'
import { showModal } from '@/services/modal'
import { toast, toastSuccess } from '@/services/toast'
import { useSessionStore } from '@/stores/session-store'
import { THEME } from '@/theme'
import { usePageLeaveGuard } from '../hooks/use-page-leave-guard'
import { useIngredientPreview } from '../hooks/use-ingredient-preview'
import { useRecipeEditor } from '../hooks/use-recipe-editor'
import { announceChange } from '../saved-event'
import BasicsSection, { type CategoryChoice } from './basics-section'
import DraftNote from './draft-note'
import FieldError from './field-error'
import ImportSheet, { type ImportKind } from './import-sheet'
import IngredientRows from './ingredient-rows'
import PhotoField from './photo-field'
import StepRows from './step-rows'
import VisibilitySection from './visibility-section'
import './edit.scss'

interface EditScreenProps {
  /** The recipe to edit; a new one without. */
  id?: number
  /** Open the import sheet at once (from my recipes' empty state). */
  importFrom?: ImportKind
  /** Opened from the dish page: after a delete, back past it too. */
  fromDetail?: boolean
  categories: CategoryChoice
}

/** The editor's questions, each with its title, text and two answers in the locale files. */
type Question = 'edit.leave' | 'edit.delete' | 'import.replace'

function ask(question: Question) {
  return showModal({
    title: t(`myRecipes.${question}Title`),
    content: t(`myRecipes.${question}Text`),
    confirmText: t(`myRecipes.${question}Confirm`),
    cancelText: t(`myRecipes.${question}Cancel`),
    confirmColor: THEME.primary,
  }).then((answer) => answer.confirm)
}

/** Write or edit an own recipe; import a draft from a link or text; delete it. */
export default function EditScreen({ id, importFrom, fromDetail, categories }: EditScreenProps) {
  const { t } = useTranslation()
  const user = useSessionStore((state) => state.userInfo)
  const editor = useRecipeEditor(id, user?.id, Boolean(user?.kitchen))
  const { form, errors } = editor
  const preview = useIngredientPreview(form.ingredients)
  const [sheet, setSheet] = useState<ImportKind | null>(importFrom ?? null)
  const allowLeave = usePageLeaveGuard(
    editor.dirty && sheet === null,
    () => ask('edit.leave'),
    t('myRecipes.edit.leaveText'),
  )
  const change = (changes: Partial<typeof form>) => editor.change((was) => ({ ...was, ...changes }))
  const problems = Object.keys(errors).length

  async function takeDraft(draft: RecipeImportDraft) {
    const replace = !editor.dirty || (await ask('import.replace'))
    if (!replace) return false
    editor.fill(draft)
    void toast(t('myRecipes.import.filled'))
    return true
  }

  async function save() {
    const saved = await editor.save()
    if (!saved) return
    allowLeave()
    announceChange(saved.id)
    void toastSuccess(t('myRecipes.edit.saved'))
    // A new recipe opens as a dish; an edited one goes back to where it was opened from.
    if (id) void Taro.navigateBack().catch(() => undefined)
    else void Taro.redirectTo({ url: urlOf('foodDetail', { id: saved.id }) }).catch(() => undefined)
  }

  async function remove() {
    const sure = await ask('edit.delete')
    if (!sure || !(await editor.remove())) return
    allowLeave()
    if (id) announceChange(id)
    void toastSuccess(t('myRecipes.edit.deleted'))
    void Taro.navigateBack({ delta: fromDetail ? 2 : 1 }).catch(() => undefined)
  }

  const title = id ? t('titles.recipeEdit') : t('myRecipes.edit.newTitle')
  return (
    <View className='page recipe-edit'>
      <NavBar title={title} />
      {editor.status === 'loading' && (
        <View className='edit-section' aria-busy>
          <SkeletonLine size='title' />
          <SkeletonLine />
          <SkeletonLine size='short' />
        </View>
      )}
      {editor.status === 'offline' && (
        <OfflineState text={t('myRecipes.offline')} onRetry={editor.retry} />
      )}
      {editor.status === 'error' && (
        <EmptyState
          text={t('myRecipes.edit.loadFailed')}
          action={<PillButton text={t('common.retry')} onClick={editor.retry} />}
        />
      )}
      {(editor.status === 'notFound' || editor.status === 'notYours') && (
        <EmptyState
          text={editor.status === 'notFound' ? t('recipes.notFound') : t('myRecipes.edit.notYours')}
        />
      )}
      {editor.status === 'ready' && (
        <>
          {!id && (
            <View className='edit-imports'>
              <PillButton
                className='edit-imports__link'
                kind='ghost'
                text={t('myRecipes.importLink')}
                onClick={() => setSheet('link')}
              />
              <PillButton
                className='edit-imports__text'
                kind='ghost'
                text={t('myRecipes.pasteText')}
                onClick={() => setSheet('text')}
              />
            </View>
          )}
          {editor.draft && <DraftNote skipped={editor.draft.skipped} sourceUrl={form.sourceUrl} />}
          <View className='edit-section edit-cover'>
            <Text className='edit-section__title'>{t('myRecipes.edit.cover')}</Text>
            <PhotoField
              name='cover'
              url={form.cover}
              addLabel={t('myRecipes.edit.addCover')}
              onChange={(cover) => change({ cover })}
            />
          </View>
          <BasicsSection form={form} errors={errors} categories={categories} onChange={change} />
          <IngredientRows
            rows={form.ingredients}
            errors={errors}
            preview={preview}
            onChange={(ingredients) => change({ ingredients })}
          />
          <StepRows rows={form.steps} errors={errors} onChange={(steps) => change({ steps })} />
          <VisibilitySection
            value={form.visibility}
            kitchen={user?.kitchen?.name ?? null}
            onChange={(visibility) => change({ visibility })}
          />
          {id && (
            <View className='edit-delete' role='button' onClick={() => void remove()}>
              <Text>{t('myRecipes.edit.delete')}</Text>
            </View>
          )}
          <View className='edit-bar'>
            <FieldError text={errors.form} />
            {problems > 0 && !errors.form && (
              <Text className='edit-bar__problems'>
                {t('myRecipes.edit.fix', { count: problems })}
              </Text>
            )}
            <PillButton
              className='edit-bar__save'
              size='large'
              text={
                editor.busy === 'saving' ? t('myRecipes.edit.saving') : t('myRecipes.edit.save')
              }
              disabled={editor.busy !== null}
              onClick={() => void save()}
            />
          </View>
        </>
      )}
      <ImportSheet kind={sheet} onClose={() => setSheet(null)} onDraft={takeDraft} />
    </View>
  )
}
