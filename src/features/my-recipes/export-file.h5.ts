/** H5: the export becomes a file the browser downloads (sichu-recipes-YYYY-MM-DD.json). */
export async function keepExport(json: string): Promise<'saved' | 'copied'> {
  const blob = new Blob([json], { type: 'application/json' })
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = `sichu-recipes-${new Date().toISOString().slice(0, 10)}.json`
  document.body.append(link)
  link.click()
  link.remove()
  // The download has its own copy once the click has been handled.
  setTimeout(() => URL.revokeObjectURL(url), 1000)
  return 'saved'
}
