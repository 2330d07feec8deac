import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';

/**
 * zxcvbn's estimate with its list of common passwords and keyboard patterns (QWERTY and AZERTY). Built once: the
 * dictionaries take a moment to rank.
 */
let estimator: ZxcvbnFactory | null = null;
const strength = () => (estimator ??= new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs }));

/**
 * Whether a password is too easy to guess: a common password, a keyboard walk, a repeat, or one made of the
 * account's own email or names (`userInputs`). zxcvbn scores 0 and 1 (under a million guesses) are refused.
 */
export function isGuessablePassword(password: string, userInputs: string[] = []): boolean {
  // Each input whole and by word, with and without accents ("Léa" is also typed "lea").
  const inputs = userInputs
    .flatMap((input) => [input, input.normalize('NFD').replace(/\p{M}+/gu, '')])
    .flatMap((input) => [input, ...input.toLowerCase().split(/[^\p{L}\p{N}]+/u)])
    .filter(Boolean);
  return strength().check(password.slice(0, 64), inputs).score < 2;
}
