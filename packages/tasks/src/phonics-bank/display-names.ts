import type { PhonicsCategory } from './types.ts';

/** The categories as reports show them (spec section 3, phonics skill categories). */
export const PHONICS_DISPLAY_NAMES: Readonly<Record<PhonicsCategory, string>> = {
  cvc: 'CVC',
  digraph: 'Digraph',
  initial_blend: 'Initial blends',
  tri_blend: 'Three-letter blends',
  final_blend: 'Final blends',
  r_controlled: 'R-controlled',
  r_cluster: 'R-cluster',
  silent_e: 'Silent-e',
  vowel_team: 'Vowel team',
};
