/**
 * How long the server waits for a download's answer. The H5 app opens the download in a new tab
 * after this check; browsers let a tap open one for about 5 s, so the check ends before.
 */
export const DOWNLOAD_CHECK_TIMEOUT_MS = 4000

/**
 * Whether a release's download answers HTTP 200 now (SPEC §3: "download downloadUrl; on status
 * 200 open it"), redirects followed. Only the status is read: the body is dropped unread. Done by
 * the server because the page may not reach another origin (its CSP, and CORS). The URLs are the
 * operator's own (the release command), never the caller's.
 */
export async function downloadAnswers200(
  url: string,
  timeoutMs = DOWNLOAD_CHECK_TIMEOUT_MS,
): Promise<boolean> {
  const controller = new AbortController()
  const timer = setTimeout(() => controller.abort(), timeoutMs)
  try {
    const res = await fetch(url, { redirect: 'follow', signal: controller.signal })
    await res.body?.cancel().catch(() => undefined)
    return res.status === 200
  } catch {
    return false
  } finally {
    clearTimeout(timer)
  }
}
