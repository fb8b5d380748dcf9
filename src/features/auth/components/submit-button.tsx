import { Button } from '@tarojs/components'

interface SubmitButtonProps {
  busy: boolean
  label: string
  busyLabel: string
  onSubmit: () => void
}

/**
 * The forms' main button. Busy is a class and aria-disabled, not `disabled`: Taro's H5 button
 * writes disabled="false" as an attribute, which greys the button out even when it is enabled.
 */
export default function SubmitButton({ busy, label, busyLabel, onSubmit }: SubmitButtonProps) {
  return (
    <Button
      className={`auth-submit${busy ? ' auth-submit--busy' : ''}`}
      aria-disabled={busy}
      onClick={onSubmit}
    >
      {busy ? busyLabel : label}
    </Button>
  )
}
