import type { Locale } from '@shared/api'

/**
 * The long documents live here, one file per locale, so they load with their page only: each
 * locale's version is read through a function, which H5 makes a fetch of that locale's chunk
 * (`content/<doc>/index.h5.ts`); the mini-programs have all five in their sub-package.
 */
export type Localized<T> = Record<Locale, () => T | Promise<T>>

export interface DocumentSection {
  heading: string
  paragraphs: string[]
}

export interface LegalDocument {
  /** "Last updated …" line, already written in the locale. */
  updated: string
  intro: string[]
  sections: DocumentSection[]
}

export interface HelpQuestion {
  question: string
  answer: string[]
}

export type HelpTopicId = 'accounts' | 'recipes' | 'records' | 'stock' | 'kitchen' | 'app'

export interface HelpTopic {
  id: HelpTopicId
  title: string
  questions: HelpQuestion[]
}

export interface HelpCentre {
  intro: string
  topics: HelpTopic[]
  /** The closing note on how to reach a person. */
  contact: string
}
