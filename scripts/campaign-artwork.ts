// The drawing kit of the campaign's own imagery (scripts/images.ts): its colours, fonts, the candidate's poster
// figure and the Veneto motif, shared by the portraits, the share cards and the icons.
import { VENETO_OUTLINE, VENETO_VIEWBOX } from '../web/components/veneto-map-data';

export const COLORS = {
  primary: '#0b3d91',
  primaryDark: '#072a66',
  accent: '#c8102e',
  gold: '#f2b705',
  skin: '#e9b48f',
  skinShade: '#d49a74',
  hair: '#3b2417',
  hairLight: '#5a3723',
  shirt: '#ffffff',
} as const;
// Rendered by librsvg: fonts must be installed on the machine (Debian's fonts-liberation).
export const DISPLAY_FONT = "'Liberation Sans Narrow', 'DejaVu Sans Condensed', sans-serif";
export const BODY_FONT = "'Liberation Sans', 'DejaVu Sans', sans-serif";

export const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The candidate as a flat, faceless poster figure in a 600×700 box: bob haircut, blue blazer, white shirt,
 * a gold campaign pin. Abstract on purpose: it stands for a fictional person.
 */
export function candidateFigure(): string {
  const c = COLORS;
  return `
    <g>
      <path d="M300 132c-92 0-150 66-150 160 0 62 8 118 2 178 38 12 82 14 112 6V300h72v176c30 8 74 6 112-6-6-60 2-116 2-178 0-94-58-160-150-160z" fill="${c.hair}"/>
      <path d="M40 700c6-122 54-196 150-224 36-10 70-14 110-14s74 4 110 14c96 28 144 102 150 224z" fill="${c.primary}"/>
      <path d="M262 404h76v80c0 22-17 40-38 40s-38-18-38-40z" fill="${c.skinShade}"/>
      <path d="M240 470l60 92 60-92c-18-6-38-8-60-8s-42 2-60 8z" fill="${c.shirt}"/>
      <path d="M300 562l-60-92-50 8 70 222h40z" fill="${c.primaryDark}"/>
      <path d="M300 562l60-92 50 8-70 222h-40z" fill="${c.primaryDark}"/>
      <circle cx="392" cy="560" r="14" fill="${c.gold}"/>
      <circle cx="392" cy="560" r="6" fill="${c.accent}"/>
      <ellipse cx="300" cy="300" rx="96" ry="120" fill="${c.skin}"/>
      <ellipse cx="206" cy="312" rx="14" ry="24" fill="${c.skinShade}"/>
      <ellipse cx="394" cy="312" rx="14" ry="24" fill="${c.skinShade}"/>
      <path d="M300 150c-86 0-124 58-124 122 30 2 70-10 104-42 30 30 82 48 146 46 0-70-40-126-126-126z" fill="${c.hair}"/>
      <path d="M292 170c-40 6-78 34-92 82 26-8 54-26 74-50z" fill="${c.hairLight}"/>
    </g>`;
}

/** A faint Veneto outline, the campaign's recurring motif. */
export function venetoMotif(x: number, y: number, width: number, opacity: number): string {
  const scale = width / VENETO_VIEWBOX.width;
  return `<path d="${VENETO_OUTLINE}" transform="translate(${x} ${y}) scale(${scale})" fill="none" stroke="#ffffff" stroke-width="${3 / scale}" stroke-linejoin="round" opacity="${opacity}"/>`;
}
