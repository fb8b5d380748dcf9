import { history } from '@tarojs/router'

type Close = () => void
type Blocker = Parameters<typeof history.block>[0]

/** The open sheets, the newest last: a back closes the newest. */
const open: Close[] = []
let unblock: (() => void) | null = null
/** A back was turned into a close: the history is putting the address back. */
let reverting = false

function release() {
  if (reverting) return
  unblock?.()
  unblock = null
}

/**
 * history's block() also registers a "leave site?" prompt for every reload and tab close while
 * it holds; a sheet being open is no reason to ask that, so its beforeunload listener is not let
 * in (the block itself, which turns a back into a call of ours, is all that is wanted).
 */
function blockWithoutLeavePrompt(blocker: Blocker): () => void {
  const add = window.addEventListener
  window.addEventListener = function (this: Window, ...args: Parameters<typeof add>) {
    if (args[0] !== 'beforeunload') add.apply(this, args)
  } as typeof add
  try {
    return history.block(blocker)
  } finally {
    window.addEventListener = add
  }
}

/**
 * H5: while a sheet is open, the browser's back (the phone's back gesture) closes it instead of
 * leaving the page, and what was typed in it stays. Taro's router never sees that back: the hash
 * history puts the address back and tells us. Going forward (a link in the sheet) goes on as
 * usual. Answers the function that forgets the sheet (call it when the sheet closes).
 */
export function closeOnBack(close: Close): () => void {
  // Without Taro's router (the page tests) there is no history to hold.
  if (!history?.block) return () => undefined
  open.push(close)
  unblock ??= blockWithoutLeavePrompt((transition) => {
    const sheet = transition.action === 'POP' ? open.pop() : undefined
    if (!sheet) {
      release()
      transition.retry()
      return
    }
    // The history answers the back by going forward again (a popstate of its own). Let go of
    // the block only after that one: without a block, it reads as a back to this very page,
    // which Taro's router would answer by loading the page anew, draft and all gone.
    reverting = true
    window.addEventListener(
      'popstate',
      () => {
        reverting = false
        if (open.length === 0) release()
      },
      { once: true },
    )
    sheet()
  })
  return () => {
    const at = open.lastIndexOf(close)
    if (at >= 0) open.splice(at, 1)
    if (open.length === 0) release()
  }
}
