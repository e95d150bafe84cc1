// The constructor's colour presets (spec 001 s.2: 20 solid and 11 gradient presets; the spec names
// valencia #D94343, indigo #6073D1, vibrant_gold, black, silver and navy_shimmer, the other names
// are ours). The server owns them: the choices call hands them to the constructor and the embed
// code resolves a gradient's name to its CSS, so a button never carries CSS a merchant typed.
// The gradient names are declared once, by schemas/endpoints/buttons.json#/definitions/GradientPreset
// (the appearance's check): the type makes this map list exactly those names.
import type { GradientPreset } from '../../.generated/api/replies.ts';

export const SOLID_PRESETS: Readonly<Record<string, string>> = {
  valencia: '#D94343',
  indigo: '#6073D1',
  emerald: '#2E9E6A',
  ocean: '#1F6FB2',
  sunflower: '#F2C230',
  tangerine: '#F28C28',
  grape: '#7B4BB7',
  rose: '#E0607E',
  teal: '#1A9C9C',
  forest: '#2F6B3A',
  charcoal: '#333840',
  slate: '#5B6573',
  sky: '#5BB5F0',
  mint: '#7FD6B0',
  sand: '#D9C39A',
  chocolate: '#6B4226',
  crimson: '#A3162B',
  navy: '#1B2A4A',
  lime: '#9BCB3C',
  white: '#FFFFFF',
};

export const GRADIENT_PRESETS: Readonly<Record<GradientPreset, string>> = {
  vibrant_gold: 'linear-gradient(135deg, #F7D774 0%, #E0A526 100%)',
  black: 'linear-gradient(135deg, #4A4A4A 0%, #000000 100%)',
  silver: 'linear-gradient(135deg, #F2F2F2 0%, #B8BCC2 100%)',
  navy_shimmer: 'linear-gradient(135deg, #3A5A9B 0%, #14213D 100%)',
  sunset: 'linear-gradient(135deg, #FF9A5A 0%, #D94343 100%)',
  ocean_breeze: 'linear-gradient(135deg, #5BB5F0 0%, #1F6FB2 100%)',
  emerald_glow: 'linear-gradient(135deg, #5FD39B 0%, #1E7A52 100%)',
  royal_purple: 'linear-gradient(135deg, #A27FE0 0%, #5B2E9E 100%)',
  rose_gold: 'linear-gradient(135deg, #F6C8B8 0%, #C98A7A 100%)',
  steel: 'linear-gradient(135deg, #8A97A8 0%, #3E4A59 100%)',
  indigo_night: 'linear-gradient(135deg, #6073D1 0%, #2A3270 100%)',
};

const GRADIENT_CSS = new Map<string, string>(Object.entries(GRADIENT_PRESETS));
/** The CSS of a gradient preset's name; undefined for anything else (a #RRGGBB colour). */
export const gradientCss = (name: string) => GRADIENT_CSS.get(name);

/** Choices of the constructor: solid presets with their colour, gradients with their CSS. */
export const presetChoices = () => ({
  solid: Object.entries(SOLID_PRESETS).map(([name, color]) => ({ value: color, label: name })),
  gradient: Object.entries(GRADIENT_PRESETS).map(([name, css]) => ({ value: name, label: name, css })),
});
