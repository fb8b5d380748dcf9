import { ZxcvbnFactory } from '@zxcvbn-ts/core'
import * as common from '@zxcvbn-ts/language-common'
import * as english from '@zxcvbn-ts/language-en'
import {
  APP_WORDS,
  estimatorInputs,
  strengthProblem,
  type PasswordOwner,
  type StrengthProblem,
} from '@shared/auth'

/**
 * zxcvbn-ts with its common and English dictionaries and the app's words. Heavy (the
 * dictionaries): only ever loaded through a dynamic import, never in the entry chunk. The server
 * also knows the project's own list of common passwords, so it may still refuse one this passes.
 */
const zxcvbn = new ZxcvbnFactory({
  dictionary: { ...common.dictionary, ...english.dictionary, sichuApp: APP_WORDS },
  graphs: common.adjacencyGraphs,
  translations: english.translations,
})

export interface PasswordEstimate {
  /** 0 (very weak) to 4 (very strong). */
  score: number
  problem: StrengthProblem | null
}

export function estimatePassword(password: string, owner: PasswordOwner): PasswordEstimate {
  const { score } = zxcvbn.check(password, estimatorInputs(owner))
  return { score, problem: strengthProblem(password, score, owner) }
}
