import { ensureH5Build, ensureServerBuild } from '../../../scripts/builds'

/** The browser tests run against the real builds (app and server): made when missing or stale. */
export default function globalSetup() {
  ensureH5Build()
  ensureServerBuild()
}
