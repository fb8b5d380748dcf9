/** H5: the text of an export file the cook picks (undefined when they cancel). */
export function readExport(): Promise<string | undefined> {
  const input = document.createElement('input')
  input.type = 'file'
  input.accept = 'application/json,.json'
  input.style.cssText = 'position:fixed;left:-4000px;top:0;opacity:0'
  return new Promise((resolve) => {
    const finish = (text: string | undefined) => {
      input.remove()
      resolve(text)
    }
    input.addEventListener('change', () => {
      const file = input.files?.[0]
      if (!file) return finish(undefined)
      // FileReader rather than Blob.text(): phones before Safari 14 have only the former.
      const reader = new FileReader()
      reader.onload = () => finish(typeof reader.result === 'string' ? reader.result : undefined)
      reader.onerror = () => finish(undefined)
      reader.readAsText(file)
    })
    input.addEventListener('cancel', () => finish(undefined))
    document.body.appendChild(input)
    input.click()
  })
}
