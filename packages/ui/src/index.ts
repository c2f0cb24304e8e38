export { StateTag, TONES, type Tone } from './state-tag';
export { customerErrorTexts, staffErrorTexts, type ErrorCatalogue } from './error-texts';
