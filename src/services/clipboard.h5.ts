/**
 * H5: the browser's clipboard. Taro's H5 copy toasts "内容已复制" in Chinese whatever the locale
 * (the screens say it themselves) and brought Taro's toast, modal and action sheet module with
 * it. `navigator.clipboard` needs a secure page (https, localhost); elsewhere a selected
 * off-screen textarea is copied the older way.
 */
export async function copyText(text: string): Promise<void> {
  if (navigator.clipboard?.writeText) {
    await navigator.clipboard.writeText(text)
    return
  }
  const area = document.createElement('textarea')
  area.value = text
  area.setAttribute('readonly', '')
  area.style.position = 'fixed'
  area.style.opacity = '0'
  document.body.append(area)
  area.select()
  const copied = document.execCommand('copy')
  area.remove()
  if (!copied) throw new Error('the browser refused to copy')
}
