import { ensureH5Build } from '../../../scripts/h5-build'

/** The browser tests run against the real build: make it when missing or stale. */
export default function globalSetup() {
  ensureH5Build()
}
