import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
/** 0 (too guessable) to 4 (very unguessable), zxcvbn's scale. */
export type StrengthScore = 0 | 1 | 2 | 3 | 4;
export type EstimateStrength = (password: string, userInputs: string[]) => StrengthScore;

let estimator: Promise<EstimateStrength> | undefined;

/**
 * zxcvbn-ts with its common and English dictionaries, loaded on first use only: they weigh about a
 * megabyte, so they stay out of every page's first load and arrive while the user types a password.
 */
export function loadStrengthEstimator(): Promise<EstimateStrength> {
  estimator ??= Promise.all([import('@zxcvbn-ts/core'), import('@zxcvbn-ts/language-common'), import('@zxcvbn-ts/language-en')]).then(
    ([core, common, en]) => {
      const zxcvbn = new core.ZxcvbnFactory({
        dictionary: { ...common.dictionary, ...en.dictionary },
        graphs: common.adjacencyGraphs,
        translations: en.translations,
      });
      return (password, userInputs) => zxcvbn.check(password, userInputs).score as StrengthScore;
    },
  );
  return estimator;
}

export const STRENGTH_LABELS: Record<StrengthScore, MessageDescriptor> = {
  0: msg`Very weak`,
  1: msg`Weak`,
  2: msg`Fair`,
  3: msg`Good`,
  4: msg`Strong`,
};
