import { Text, Textarea, View } from '@tarojs/components'
import { useState } from 'react'
import { useTranslation } from '@/i18n/react'
import { COMMENT_MAX, type FoodRecordDetail } from '@shared/records'
import { inputMaxLength, textLength } from '@shared/text'
import PillButton from '@/components/pill-button'
import { RatingStars } from '@/components/rating'
import { RatingInput } from '@/components/rating/input'

interface RateSectionProps {
  record: FoodRecordDetail
  busy: boolean
  onRate: (rating: number, comment: string) => Promise<boolean>
}

/**
 * How the cooked meal turned out: the author rates it (1–5 and a comment) and may change it
 * later; anyone else in the kitchen reads it.
 */
export default function RateSection({ record, busy, onRate }: RateSectionProps) {
  const { t } = useTranslation()
  const rated = record.rating !== null
  const [editing, setEditing] = useState(false)
  const [rating, setRating] = useState(record.rating ?? 0)
  const [comment, setComment] = useState(record.comment)

  const edit = () => {
    setRating(record.rating ?? 0)
    setComment(record.comment)
    setEditing(true)
  }
  const save = () => void onRate(rating, comment.trim()).then((done) => done && setEditing(false))
  // Characters as the server counts them (an emoji is one): over the limit, nothing is sent.
  const length = textLength(comment.trim())
  const over = length > COMMENT_MAX

  const form = record.mine && (editing || !rated)
  return (
    <View className='order-section rate-section'>
      <View className='order-section__head'>
        <Text className='order-section__title'>{t('records.rating')}</Text>
        {record.mine && rated && !editing && (
          <View className='rate-section__edit' role='button' onClick={edit}>
            <Text>{t('records.editRating')}</Text>
          </View>
        )}
      </View>
      {form ? (
        <>
          <RatingInput value={rating} onChange={setRating} disabled={busy} />
          <Textarea
            className='rate-section__comment'
            value={comment}
            maxlength={inputMaxLength(COMMENT_MAX)}
            placeholder={t('records.commentPlaceholder')}
            autoHeight
            onInput={(event) => setComment(event.detail.value)}
          />
          <Text className={`rate-section__counter${over ? ' rate-section__counter--over' : ''}`}>
            {`${length}/${COMMENT_MAX}`}
          </Text>
          <View className='rate-section__actions'>
            {editing && (
              <PillButton
                kind='ghost'
                size='large'
                className='rate-section__cancel'
                text={t('records.editCancel')}
                disabled={busy}
                onClick={() => setEditing(false)}
              />
            )}
            <PillButton
              size='large'
              className='rate-section__save'
              text={busy ? t('records.saving') : t('records.saveRating')}
              disabled={busy || rating === 0 || over}
              onClick={save}
            />
          </View>
        </>
      ) : rated ? (
        <>
          <RatingStars value={record.rating ?? 0} className='rate-section__stars' />
          {record.comment && <Text className='rate-section__text'>{record.comment}</Text>}
        </>
      ) : (
        <Text className='order-section__muted'>{t('records.notRated')}</Text>
      )}
    </View>
  )
}
