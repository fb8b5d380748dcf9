import { useTranslation } from '@/i18n/react'
import FormField from '@/components/form-field'
import type { PasswordEstimate } from '../strength/use-password-strength'
import PasswordStrength from './password-strength'

interface NewPasswordFieldsProps {
  password: string
  repeat: string
  errors: { password?: string; repeat?: string }
  /** The strength of `password` (usePasswordStrength), shown under it. */
  estimate: PasswordEstimate | null | undefined
  onChange: (field: 'password' | 'repeat', value: string) => void
}

/** A new password and its repetition, as reset and change password ask for them. */
export default function NewPasswordFields({
  password,
  repeat,
  errors,
  estimate,
  onChange,
}: NewPasswordFieldsProps) {
  const { t } = useTranslation()
  return (
    <>
      <FormField
        name='password'
        label={t('auth.fields.newPassword')}
        placeholder={t('auth.fields.newPasswordPlaceholder')}
        password
        maxlength={64}
        value={password}
        onChange={(value) => onChange('password', value)}
        error={errors.password}
      />
      <PasswordStrength password={password} estimate={estimate} />
      <FormField
        name='repeat'
        label={t('auth.fields.repeat')}
        placeholder={t('auth.fields.repeatPlaceholder')}
        password
        maxlength={64}
        value={repeat}
        onChange={(value) => onChange('repeat', value)}
        error={errors.repeat}
      />
    </>
  )
}
