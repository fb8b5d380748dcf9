import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react'

/**
 * H5 forks only (`lazy-*.h5.tsx`; the mini-programs cannot fetch code on demand): a sheet whose
 * code is fetched the first time it opens, and kept from then on. The page's own code stays
 * smaller; the page loader covers a slow fetch and offers a retry.
 */
export function lazySheet<P extends { visible: boolean }>(
  load: () => Promise<{ default: ComponentType<P> }>,
): ComponentType<P> {
  const Sheet = lazy(load) as unknown as ComponentType<P>
  return function LazySheet(props: P) {
    const [wanted, setWanted] = useState(props.visible)
    useEffect(() => {
      if (props.visible) setWanted(true)
    }, [props.visible])
    if (!wanted) return null
    return (
      <Suspense fallback={null}>
        <Sheet {...props} />
      </Suspense>
    )
  }
}
