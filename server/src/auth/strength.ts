import { ZxcvbnFactory } from '@zxcvbn-ts/core'
import * as common from '@zxcvbn-ts/language-common'
import * as english from '@zxcvbn-ts/language-en'
import {
  APP_WORDS,
  estimatorInputs,
  strengthProblem,
  type PasswordOwner,
  type PasswordStrengthResult,
  type StrengthProblem,
} from '../../../types/auth'
import { commonPasswordList, isCommonPassword } from './passwords'

let estimator: ZxcvbnFactory | undefined

/**
 * zxcvbn-ts with its common and English dictionaries, plus the project's own list of common
 * passwords (Chinese pinyin and number habits the registry's dictionaries lack) and the app's
 * words. Built on first use: the dictionaries take a moment and some memory.
 */
function zxcvbn(): ZxcvbnFactory {
  estimator ??= new ZxcvbnFactory({
    dictionary: {
      ...common.dictionary,
      ...english.dictionary,
      sichuCommon: commonPasswordList(),
      sichuApp: APP_WORDS,
    },
    graphs: common.adjacencyGraphs,
    translations: english.translations,
  })
  return estimator
}

/** Whether a new password is strong enough for its owner, or why not. */
export function passwordStrengthProblem(
  password: string,
  owner: PasswordOwner,
): StrengthProblem | null {
  if (password.trim() === '') return 'blank'
  const { score } = zxcvbn().check(password, estimatorInputs(owner))
  return strengthProblem(password, score, owner)
}

/**
 * What the new-password meter shows: the estimator's score and the first refusal the server's
 * check would give (the project's common-password list included), or null.
 */
export function passwordStrength(password: string, owner: PasswordOwner): PasswordStrengthResult {
  if (password.trim() === '') return { score: 0, problem: 'blank' }
  const { score } = zxcvbn().check(password, estimatorInputs(owner))
  const problem = strengthProblem(password, score, owner)
  if (problem === 'hasName') return { score, problem }
  if (isCommonPassword(password)) return { score: 0, problem: 'common' }
  return { score, problem }
}
